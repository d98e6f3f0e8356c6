import Foundation
import Services
import TerminalUI

/// Where the accounts service's notes go once the recording has started; and, for a recording
/// that started signed out, the private copy of every account still to be cut down to the first
/// one that signs in.
@MainActor
final class NoteSink: Sendable {
  var recorder: Recorder?
  /// A recording that started signed out, until someone signs in: the private copy of the
  /// database it started from, and where the shareable snapshot is.
  var pending: (snapshot: PendingSnapshot, path: String)?

  /// Someone signed in (or up) as `email`: the snapshot becomes that account's alone (none for
  /// a new one, which the replay makes again), and a `snapshot` note gives its new identity.
  func signedIn(email: String) {
    guard let (snapshot, path) = pending, let recorder else { return }
    pending = nil
    defer { snapshot.discard() }
    do {
      let account = try AppDatabase.accountID(email: email, inFileAt: snapshot.path)
      let identity = try snapshot.publish(to: path, keeping: account ?? PendingSnapshot.noAccount)
      recorder.record(note: "snapshot", fields: ["identity": identity])
    } catch {
      // The snapshot beside the recording still holds no account: a replay that needs the one
      // that signed in cannot run, and says so; nothing private was shared.
      recorder.record(note: "snapshot", fields: ["error": "\(error)"])
    }
  }
}

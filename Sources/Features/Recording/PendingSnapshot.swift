import Foundation
import Services

/// The copy of the whole database a recording starts from, kept in a folder only this user can
/// enter (``ReplayFolder``) while it may still hold every account. What goes beside the
/// recording is always published from it cut down to one account, or to none.
struct PendingSnapshot {
  /// The account id no account has: publishing with it keeps no account at all.
  static let noAccount: Int64 = -1

  /// The private folder, deleted by ``discard()``.
  let folder: URL
  /// The private copy.
  var path: String { folder.appendingPathComponent("start.sqlite").path }

  /// Copies `database` into a new private folder.
  static func make(of database: AppDatabase) throws -> PendingSnapshot {
    let snapshot = PendingSnapshot(folder: try ReplayFolder.make())
    do {
      _ = try database.snapshot(to: snapshot.path)
    } catch {
      snapshot.discard()
      throw error
    }
    return snapshot
  }

  /// Writes the shareable snapshot to `destination`: a copy of the private one keeping only
  /// account `user` (none for ``noAccount``), scrubbed of secrets, replacing what was there in
  /// one rename so that no reader sees it half made. Returns its identity.
  func publish(to destination: String, keeping user: Int64) throws -> String {
    let partial = destination + ".partial"
    try? FileManager.default.removeItem(atPath: partial)
    do {
      try FileManager.default.copyItem(atPath: path, toPath: partial)
      let identity = try AppDatabase.scrubSnapshot(at: partial, keeping: user)
      guard rename(partial, destination) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination])
      }
      return identity
    } catch {
      try? FileManager.default.removeItem(atPath: partial)
      throw error
    }
  }

  /// Deletes the private copy and its folder.
  func discard() {
    try? FileManager.default.removeItem(at: folder)
  }
}

import Clocks
import Container
import Coordinators
import Foundation
import Routing
import Services
import TerminalUI

/// Plays a recorded session back without a terminal: on a fresh copy of the database it started
/// from (checked against the identity the recording holds), with the wall time and the host's
/// clock (``Replayer``'s) moved to each key's recorded time and sign-ins ending as they did.
/// The screens are the app's own, drawn at the recorded size or another.
///
/// Delays do not wait in a replay: a search runs as each key is typed (the live app waits for
/// a pause in the typing), so `--frames` may show results the live session skipped; once the
/// app is idle after the last key, the screen is the same.
///
/// ```swift
/// let screen = try await AppReplay.run(recordingAt: file)
/// ```
@MainActor
public enum AppReplay {
  /// The largest starting database a replay reads (it is hashed, then copied).
  public static let maximumSnapshotBytes = 1 << 30

  /// Replays the recording at `url` and returns the final screen; `frame` is told the screen
  /// after each key. The snapshot is the file the recording names, beside it, unless given.
  public static func run(
    recordingAt url: URL, snapshot: String? = nil, size: Size? = nil,
    frame: ((RecordedEvent, String) -> Void)? = nil
  ) async throws -> String {
    let recording = try Recording(contentsOf: url)
    // Every field checked before anything is read or made on its account.
    try recording.validate()
    guard let name = recording.start.snapshot, let identity = recording.start.database else {
      throw ReplayFailure("the recording names no starting database")
    }
    let source = snapshot ?? url.deletingLastPathComponent().appendingPathComponent(name).path
    guard FileManager.default.fileExists(atPath: source) else {
      throw ReplayFailure("the starting database \(source) is missing")
    }
    let bytes = (try? FileManager.default.attributesOfItem(atPath: source)[.size] as? Int) ?? 0
    guard bytes <= maximumSnapshotBytes else {
      throw ReplayFailure("the starting database \(source) is over 1 GiB; a recording's snapshot is smaller")
    }
    // A recording that started signed out cut its snapshot down at the first sign-in.
    let current = recording.notes(named: "snapshot").last { $0["identity"] != nil }?["identity"] ?? identity
    guard try AppDatabase.identity(ofFileAt: source) == current else {
      throw ReplayFailure("\(source) is not the database this session started from")
    }
    let folder = try ReplayFolder.make()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("replay.sqlite").path
    try FileManager.default.copyItem(atPath: source, toPath: copy)
    // The screens name the file the session ran on, not the temporary copy (a recording made
    // before the note was kept: the snapshot replayed).
    let shown = recording.notes(named: AppRecording.databaseNote).last?["path"] ?? source
    return try await replay(recording, database: copy, shownAs: shown, size: size, frame: frame)
  }

  private static func replay(
    _ recording: Recording, database: String, shownAs shown: String, size: Size?,
    frame: ((RecordedEvent, String) -> Void)?
  ) async throws -> String {
    let time = ReplayTime(start: Date(timeIntervalSince1970: recording.start.startTime ?? 0))
    var configuration = Configuration.testing(
      databasePath: database, clock: ImmediateClock(), now: { time.now })
    configuration.shownDatabasePath = shown
    let outcomes = recording.notes(named: "auth")
    var replayAuth: ReplayAuthService?
    let container = try AppContainer(configuration: configuration) { inner in
      let service = ReplayAuthService(inner: inner, outcomes: outcomes)
      replayAuth = service
      return service
    }
    defer { container.stop() }
    try await replayAuth?.resumeRecordedSession()
    let route = try recording.start.route.map { try Route(parsing: $0, scheme: AppRun.scheme) }
    // A session recorded in plain lines kept no place, as it ran.
    let plain = recording.events.contains { $0.type == .line }
    let session = AppRun(container: container, startRoute: route, restoresNavigation: !plain)
    session.start()
    let replayer = Replayer(recording: recording, host: session.host, size: size)
    return await replayer.run(advance: { time.elapsed = $0 }, frame: frame)
  }

}

/// The wall time of a replay: the recording's start, plus the time of the event being replayed.
final class ReplayTime: @unchecked Sendable {
  // `@unchecked Sendable`: `offset` is only read and written under `lock`.
  private let start: Date
  private let lock = NSLock()
  private var offset = Duration.zero

  init(start: Date) {
    self.start = start
  }

  /// How long after the start the replay is.
  var elapsed: Duration {
    get { lock.withLock { offset } }
    set { lock.withLock { offset = newValue } }
  }

  /// The wall time now.
  var now: Date {
    start.addingTimeInterval(
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }
}

import Container
import Coordinators
import Foundation
import Routing
import Services
import TerminalUI
import Unidirectional

/// Records a session of the app for a bug report: a JSON-lines file with every key (secure
/// fields' characters left out), every action a store reduces (secrets left out), every
/// navigation change, how each sign-in went, the terminal size, and the final screen — and,
/// beside it (`FILE.sqlite`), a snapshot of the database the session started from, whose
/// identity the recording holds. `switchyard replay FILE` plays it back.
///
/// The snapshot is safe to share: it holds at most one account — the one signed in when the
/// recording started, else the first one that signs in during it (the snapshot is replaced
/// then, and a `snapshot` note gives its new identity), else none at all — and no password
/// hash, remembered sign-in or sign-in throttling. Until someone signs in, the copy of every
/// account that a later sign-in is cut from stays in a folder only this user can enter
/// (``stop()`` deletes it; a run that crashed has it deleted by the next one). A key typed into a secure field is recorded as "a secret key", never the
/// character.
///
/// ```swift
/// let recording = AppRecording()
/// let container = try AppContainer(configuration: configuration, wrapAuth: recording.wrapAuth)
/// let session = AppRun(container: container)
/// try recording.start(session, path: file.path, size: Size(width: 100, height: 30))
/// session.start()
/// ```
@MainActor
public final class AppRecording {
  /// The note naming the data file the session ran on (field `path`).
  static let databaseNote = "database"
  /// The recorder, once started.
  public private(set) var recorder: Recorder?
  private let notes = NoteSink()
  private var routes: RouteObserver?

  /// A recording not started yet.
  public init() {}

  /// Wraps the accounts service so sign-in outcomes are noted (give it to the container).
  public var wrapAuth: (SQLiteAuthService) -> any AuthService {
    { [notes] service in
      RecordingAuthService(inner: service) { fields in
        notes.recorder?.record(note: "auth", fields: fields)
        if fields["outcome"] == "ok", let email = fields["email"] { notes.signedIn(email: email) }
      }
    }
  }

  /// Snapshots `session`'s database beside `path` and starts recording into `path`: the keys
  /// sent to the session's host, or — when it runs in plain line mode, as `plain` — the lines
  /// typed. Each event is stamped with `elapsed`, the time since the start (by default the
  /// machine's; a test gives the time its host's clock follows, so that what the clock times —
  /// notices going — happens at the same recorded times in a replay).
  public func start(
    _ session: AppRun, path: String, size: Size, startRoute: Route? = nil, plain: PlainLineApp? = nil,
    elapsed: @escaping @MainActor () -> Duration = Recorder.stopwatch()
  ) throws {
    let snapshotPath = path + ".sqlite"
    let user = session.container.cache.value.session?.id
    let pending = try PendingSnapshot.make(of: session.container.database)
    let identity: String
    do {
      identity = try pending.publish(to: snapshotPath, keeping: user ?? PendingSnapshot.noAccount)
    } catch {
      pending.discard()
      try? FileManager.default.removeItem(atPath: snapshotPath)
      throw error
    }
    var start = RecordedEvent(.start, t: 0)
    start.version = 1
    start.app = "switchyard"
    start.width = size.width
    start.height = size.height
    start.database = identity
    start.snapshot = (snapshotPath as NSString).lastPathComponent
    start.startTime = session.container.configuration.now().timeIntervalSince1970
    start.route = startRoute?.url(scheme: AppRun.scheme)
    let recorder: Recorder
    do {
      recorder = try Recorder(path: path, start: start, elapsed: elapsed)
    } catch {
      pending.discard()
      try? FileManager.default.removeItem(atPath: snapshotPath)
      throw error
    }
    // The data file the screens name (Settings), which a replay, on a copy, names too.
    recorder.record(
      note: Self.databaseNote, fields: ["path": session.container.configuration.displayedDatabasePath])
    if let user = session.container.cache.value.session {
      // Signed in from a remembered sign-in: a replay starts signed in as the same user.
      recorder.record(note: "auth", fields: ["call": "resume", "email": user.email, "outcome": "ok"])
    }
    if let plain { recorder.attach(to: plain) } else { recorder.attach(to: session.host) }
    notes.recorder = recorder
    notes.pending = user == nil ? (pending, snapshotPath) : nil
    if user != nil { pending.discard() }
    StoreObservation.actionObserver = { [weak recorder] state, action in
      recorder?.record(action: StoreObservation.describe(action), store: state)
    }
    routes = RouteObserver(root: session.coordinator, work: session.container.work) { [weak recorder] route in
      recorder?.record(route: route.url(scheme: AppRun.scheme))
    }
    self.recorder = recorder
  }

  /// Records the screen shown now, the one the session ends with.
  public func finish(_ session: AppRun) {
    recorder?.recordScreen(of: session.host)
  }

  /// Stops recording actions and routes (keys stop with the host), and deletes the private
  /// copy of every account kept for a sign-in that did not come.
  public func stop() {
    notes.pending?.snapshot.discard()
    notes.pending = nil
    StoreObservation.actionObserver = nil
    routes?.stop()
    routes = nil
    notes.recorder = nil
  }
}

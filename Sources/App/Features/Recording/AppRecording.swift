import Container
import Coordinators
import Foundation
import Services
import TerminalUI
import Unidirectional

/// Records a session of the app for a bug report: a JSON-lines file with every key (secure
/// fields' characters left out), every action a store reduces (secrets left out), every
/// navigation change, how each sign-in went, the terminal size, and the final screen — and,
/// beside it (`FILE.sqlite`), a snapshot of the database the session started from, whose
/// identity the recording holds. `switchyard replay FILE` plays it back.
///
/// ```swift
/// let recording = AppRecording()
/// let container = try AppContainer(configuration: configuration, wrapAuth: recording.wrapAuth)
/// let session = AppSession(container: container)
/// try recording.start(session, path: file.path, size: Size(width: 100, height: 30))
/// session.start()
/// ```
@MainActor
public final class AppRecording {
  /// The recorder, once started.
  public private(set) var recorder: SessionRecorder?
  private let notes = NoteSink()
  private var routes: RouteObserver?

  /// A recording not started yet.
  public init() {}

  /// Wraps the accounts service so sign-in outcomes are noted (give it to the container).
  public var wrapAuth: (SQLiteAuthService) -> any AuthService {
    { [notes] service in
      RecordingAuthService(inner: service) { fields in notes.recorder?.record(note: "auth", fields: fields) }
    }
  }

  /// Snapshots `session`'s database beside `path` and starts recording into `path`.
  public func start(_ session: AppSession, path: String, size: Size, startRoute: Route? = nil) throws {
    let snapshotPath = path + ".sqlite"
    let identity = try session.container.database.snapshot(to: snapshotPath)
    var start = RecordedEvent(.start, t: 0)
    start.version = 1
    start.app = "switchyard"
    start.width = size.width
    start.height = size.height
    start.database = identity
    start.snapshot = (snapshotPath as NSString).lastPathComponent
    start.startTime = session.container.configuration.now().timeIntervalSince1970
    start.route = startRoute?.url(scheme: AppSession.scheme)
    let recorder = try SessionRecorder(path: path, start: start)
    if let user = session.container.cache.value.session {
      // Signed in from a remembered sign-in: a replay starts signed in as the same user.
      recorder.record(note: "auth", fields: ["call": "resume", "email": user.email, "outcome": "ok"])
    }
    recorder.attach(to: session.host)
    notes.recorder = recorder
    StoreObservation.actionObserver = { [weak recorder] state, action in
      recorder?.record(action: StoreObservation.describe(action), store: state)
    }
    routes = RouteObserver(root: session.coordinator) { [weak recorder] route in
      recorder?.record(route: route.url(scheme: AppSession.scheme))
    }
    self.recorder = recorder
  }

  /// Records the screen shown now, the one the session ends with.
  public func finish(_ session: AppSession) {
    recorder?.recordScreen(of: session.host)
  }

  /// Stops recording actions and routes (keys stop with the host).
  public func stop() {
    StoreObservation.actionObserver = nil
    routes?.stop()
    routes = nil
    notes.recorder = nil
  }
}

/// Where the accounts service's notes go once the recording has started.
@MainActor
final class NoteSink: Sendable {
  var recorder: SessionRecorder?
}

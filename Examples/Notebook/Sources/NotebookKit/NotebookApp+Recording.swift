import Clocks
import Foundation
import Switchyard

extension NotebookApp {
  /// Records the session into `path` (JSON lines): every key `host` gets (secure fields'
  /// characters left out), every action a store reduces, every navigation change, the screen
  /// size; ``finishRecording(_:host:)`` adds the final screen. A recorded session starts from
  /// the sample notebooks, at the first screen (start the app without a state file).
  public func startRecording(to path: String, host: ViewHost, size: Size) throws -> Recorder {
    var start = RecordedEvent(.start, t: 0)
    start.version = 1
    start.app = "notebook"
    (start.width, start.height) = (size.width, size.height)
    start.database = "sample notebooks"
    let recorder = try Recorder(path: path, start: start)
    recorder.attach(to: host)
    StoreObservation.actionObserver = { [weak recorder] state, action in
      recorder?.record(action: StoreObservation.describe(action), store: state)
    }
    routes = RouteObserver(root: coordinator, work: container.work) { [weak recorder] route in
      recorder?.record(route: route.url(scheme: Self.scheme))
    }
    return recorder
  }

  /// Records the screen `host` shows: the one the session ends with.
  public func finishRecording(_ recorder: Recorder, host: ViewHost) {
    recorder.recordScreen(of: host)
    StoreObservation.actionObserver = nil
    routes?.stop()
  }

  /// Plays the recording at `url` back on the sample notebooks, without a terminal, and returns
  /// the final screen; `frame` is told the screen after each key. Delays do not wait.
  public static func replay(
    recordingAt url: URL, size: Size? = nil, frame: ((RecordedEvent, String) -> Void)? = nil
  ) async throws -> String {
    let recording = try Recording(contentsOf: url)
    let app = NotebookApp(container: NotebookContainer(clock: ImmediateClock()))
    let host = NotebookLaunch.host(for: app)
    app.start()
    let replayer = Replayer(recording: recording, host: host, size: size)
    return await replayer.run(advance: { _ in }, frame: frame)
  }
}

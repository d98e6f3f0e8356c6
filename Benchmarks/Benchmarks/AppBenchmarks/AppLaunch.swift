import Benchmark
import Container
import Features
import Foundation
import Routing
import Services
import TerminalUI

/// The screen the app is drawn on.
let screen = Size(width: 200, height: 50)

/// The app as `switchyard` starts it with a remembered sign-in: the container on the fixture,
/// the session resumed, the session's coordinators, palette and host started, and everything
/// the start led to (loading the user's data) finished. Nothing drawn yet.
@MainActor
func launch(_ fixture: Fixture, clock: any Clock<Duration> = ContinuousClock()) async throws -> AppRun {
  let container = try AppContainer(configuration: fixture.configuration(clock: clock))
  container.resumeSession()
  let session = AppRun(container: container, restoresNavigation: false)
  session.start()
  await container.work.idle()
  guard session.coordinator.isSignedIn else { throw LaunchFailure.notSignedIn }
  return session
}

enum LaunchFailure: Error {
  case notSignedIn
}

/// Draws the app's screen and encodes it (the bytes a terminal would be sent).
@MainActor
func frame(_ session: AppRun, _ encoder: inout FrameEncoder) -> [UInt8] {
  encoder.encode(session.host.render(size: screen))
}

/// Ends the app: its listeners stop, its database closes.
@MainActor
func end(_ session: AppRun) {
  session.container.stop()
  _ = session.container.close()
}

/// The app a row measures, launched on the row's first call and kept for the calls after it
/// (the harness calls a row's closure once per sample): one at a time, the previous row's
/// ended when another row starts.
@MainActor
final class RunningApp {
  private static var current: RunningApp?
  let row: String
  let session: AppRun
  /// The encoder of the row's frames: each frame is diffed against the last.
  var encoder = FrameEncoder()
  /// How many keys or queries the row has used, so a sequence goes on across samples.
  var step = 0

  private init(row: String, session: AppRun) {
    self.row = row
    self.session = session
  }

  /// The app of `row`: launched on `fixture` with `clock`, `prepare`d, drawn once.
  static func forRow(
    _ row: String, _ fixture: Fixture, clock: any Clock<Duration> = ContinuousClock(),
    prepare: @MainActor (AppRun) throws -> Void = { _ in }
  ) async throws -> RunningApp {
    if let current, current.row == row { return current }
    if let current { end(current.session) }
    current = nil
    let session = try await launch(fixture, clock: clock)
    try prepare(session)
    await session.container.work.idle()
    let app = RunningApp(row: row, session: session)
    _ = app.draw()
    current = app
    return app
  }

  /// Sends `key` as the terminal delivers it and waits until the work it started (a write,
  /// the cache's update, a lookup) has finished. Nothing is drawn.
  func press(_ key: Key) async {
    session.host.send(key)
    await session.container.work.idle()
  }

  /// The next frame: drawn, diffed against the last and encoded (the bytes a terminal would
  /// be sent).
  func draw() -> [UInt8] {
    frame(session, &encoder)
  }

  /// ``press(_:)`` then ``draw()``: a key and the screen it leads to.
  func pressAndDraw(_ key: Key) async -> [UInt8] {
    await press(key)
    return draw()
  }
}

/// The fixtures' files opened once per process for the floors that read them directly.
@MainActor
enum OpenDatabases {
  private static var byPath: [String: AppDatabase] = [:]
  /// How many queries the floors have run, so a sequence goes on across samples.
  static var step = 0

  static func database(at path: String) throws -> AppDatabase {
    if let database = byPath[path] { return database }
    let database = try AppDatabase(path: path)
    byPath[path] = database
    return database
  }
}

/// A clock on which every wait ends at once: the search's debounce costs no time, so a row
/// measures the work after it, not the wait.
struct NoWaitClock: Clock {
  var now: ContinuousClock.Instant { ContinuousClock.now }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
    try Task.checkCancellation()
  }
}

/// Keys that type a word, then take it back, then another: each key a new query.
let typedQueries: [Key] = {
  var keys: [Key] = []
  for word in ["kalo", "mise", "pay ru", "tavo"] {
    keys += word.map { Key.character($0) }
    keys += Array(repeating: Key.backspace, count: word.count)
  }
  return keys
}()

/// Runs `body` on the main actor with the benchmark, while the harness's task waits.
func onMainActor(
  _ benchmark: Benchmark, _ body: @escaping @MainActor @Sendable (Benchmark) async -> Void
) async {
  let box = BenchmarkBox(benchmark: benchmark)
  await body(box.benchmark)
}

/// Carries the harness's `Benchmark` into a main-actor closure.
///
/// `@unchecked Sendable` is safe: the harness's task is suspended awaiting the main actor
/// for as long as the closure uses the object, so it is never used from two threads at once.
struct BenchmarkBox: @unchecked Sendable {
  let benchmark: Benchmark
}

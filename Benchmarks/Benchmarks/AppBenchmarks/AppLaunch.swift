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
func launch(_ fixture: Fixture, clock: any Clock<Duration> = ContinuousClock()) async throws -> AppSession {
  let container = try AppContainer(configuration: fixture.configuration(clock: clock))
  container.resumeSession()
  let session = AppSession(container: container, restoresNavigation: false)
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
func frame(_ session: AppSession, _ encoder: inout FrameEncoder) -> [UInt8] {
  encoder.encode(session.host.render(size: screen))
}

/// Ends the app: its listeners stop, its database closes.
@MainActor
func end(_ session: AppSession) {
  session.container.stop()
  _ = session.container.close()
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

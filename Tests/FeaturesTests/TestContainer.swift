import Clocks
import Container
import Foundation
import Services

/// A container on a fresh temporary database, with a fixed "now" and a cheap KDF.
@MainActor
func makeContainer(
  clock: any Clock<Duration> = ImmediateClock()
) throws -> (AppContainer, cleanup: () -> Void) {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "switchyard-features-\(UUID().uuidString)")
  let configuration = Configuration.testing(
    databasePath: folder.appendingPathComponent("app.sqlite").path, clock: clock,
    now: { Date(timeIntervalSince1970: 1_795_000_000) })
  let container = try AppContainer(configuration: configuration)
  return (container, { try? FileManager.default.removeItem(at: folder) })
}

/// Lets pending work (service calls, listeners) run until `condition` holds, bounded by a
/// deadline; never sleeps. The deadline only stops a test that would wait forever: under the
/// thread sanitizer, with every suite sharing the main actor on 2 cores, the work can take
/// tens of seconds of wall time.
@MainActor
func settle(until condition: () -> Bool) async {
  let deadline = ContinuousClock.now.advanced(by: .seconds(120))
  while !condition(), ContinuousClock.now < deadline {
    await Task.yield()
  }
}

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

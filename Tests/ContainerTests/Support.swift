import Container
import DataCache
import Foundation
import Services

/// A temporary folder, removed when the value goes away.
final class TemporaryFolder {
  let url: URL

  init() {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "switchyard-container-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}

/// A fixed wall time for tests: 2026-11-22 12:00 UTC.
let fixedNow = Date(timeIntervalSince1970: 1_795_348_800)

/// A container on a fresh database in `folder`, with the test configuration.
@MainActor
func makeContainer(_ folder: TemporaryFolder, logPath: String? = nil) throws -> AppContainer {
  var configuration = Configuration.testing(databasePath: folder.path("app.sqlite"), now: { fixedNow })
  configuration.logPath = logPath
  return try AppContainer(configuration: configuration)
}

extension DataCache where Model == AppState {
  /// Waits (without sleeping) until the state satisfies `condition`.
  @discardableResult
  func waitFor(_ condition: @escaping @Sendable (AppState) -> Bool) async -> AppState? {
    for await state in values(of: \.self) where condition(state) { return state }
    return nil
  }

  /// Waits until the listener has loaded the signed-in user's data; returns their tasks.
  @discardableResult
  func waitForUserData() async -> [TaskItem]? {
    await waitFor(\.isUserDataLoaded)?.tasks
  }
}

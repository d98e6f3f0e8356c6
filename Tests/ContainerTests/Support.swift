import Container
import DataCache
import Foundation
import GRDB
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

/// A container on a fresh database in `folder`, Ada signed up (and so signed in).
@MainActor
func signedInAsAda(_ folder: TemporaryFolder) async throws -> AppContainer {
  let container = try makeContainer(folder)
  try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
  return container
}

/// Two signed-in containers on one file (one signed up, one signed in with the same account),
/// and a task made from `draft` that both have read.
@MainActor
func twoInstances(
  _ folder: TemporaryFolder, with draft: TaskDraft
) async throws -> (AppContainer, AppContainer, TaskItem) {
  let configuration = Configuration.testing(databasePath: folder.path("app.sqlite"), now: { fixedNow })
  let here = try AppContainer(configuration: configuration)
  let there = try AppContainer(configuration: configuration)
  try await here.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
  let task = try await here.tasks.create(draft)
  try await there.auth.signIn(email: "ada@example.com", password: "correct horse")
  try await there.tasks.loadAll()
  return (here, there, task)
}

/// Task `id` as the file holds it, read through `container`.
@MainActor
func stored(_ container: AppContainer, _ id: TaskItem.ID) async throws -> TaskItem? {
  try await container.tasks.loadAll().first { $0.id == id }
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

extension AppDatabase {
  /// Makes the file as good as on a full disk: it may grow by `pages` pages at most (SQLite's
  /// `max_page_count` on the one writing connection), then every write that needs more fails
  /// with `SQLITE_FULL`, as on a disk with no room left.
  func fillDisk(leaving pages: Int) async throws {
    try await writer.writeWithoutTransaction { db in
      let count = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
      try db.execute(sql: "PRAGMA max_page_count = \(count + pages)")
    }
  }

  /// How many rows `table` has.
  func count(_ table: String) async throws -> Int {
    try await writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0 }
  }
}

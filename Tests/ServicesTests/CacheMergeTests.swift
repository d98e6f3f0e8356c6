import DataCache
import Foundation
import Testing

@testable import Services

@MainActor
@Suite("Loading into a busy cache")
struct CacheMergeTests {
  func task(_ id: Int64, _ title: String, updated: TimeInterval) -> TaskItem {
    TaskItem(
      id: id, title: title, createdAt: .distantPast, updatedAt: Date(timeIntervalSince1970: updated))
  }

  @Test("an older snapshot keeps newer changes and tasks created meanwhile, in id order")
  func olderSnapshot() {
    let cache = DataCache(value: AppState())
    cache.update(
      \.tasks, with: [task(2, "toggled since", updated: 20), task(9, "created meanwhile", updated: 30)])
    cache.mergeLoaded(tasks: [
      task(1, "one", updated: 5), task(2, "old copy", updated: 10), task(3, "three", updated: 5),
    ])
    #expect(cache.value.tasks.map(\.id) == [1, 2, 3, 9])
    #expect(cache.value.tasks.map(\.title) == ["one", "toggled since", "three", "created meanwhile"])
  }

  @Test("a newer snapshot wins; an empty cache takes the snapshot as it is")
  func newerSnapshot() {
    let cache = DataCache(value: AppState())
    cache.mergeLoaded(tasks: [task(4, "four", updated: 1), task(7, "seven", updated: 1)])
    #expect(cache.value.tasks.map(\.id) == [4, 7])
    cache.mergeLoaded(tasks: [task(4, "four, edited elsewhere", updated: 2)])
    #expect(cache.value.tasks.map(\.title) == ["four, edited elsewhere", "seven"])
  }

  @Test("a task created, then loaded, is equal in the cache and in the load (dates to the ms)")
  func createdEqualsLoaded() async throws {
    let folder = TemporaryFolder()
    let now = FakeNow()
    now.advance(seconds: 0.123_456_7)
    let session = Session(database: try AppDatabase(path: folder.path("a.sqlite")), now: now)
    try await session.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let created = try await session.tasks.create(TaskDraft(title: "Now-ish"))
    #expect(try await session.tasks.loadAll() == [created])
  }
}

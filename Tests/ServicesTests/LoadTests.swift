import DataCache
import Foundation
import Testing

@testable import Services

@MainActor
@Suite("Loading into the cache")
struct CacheMergeTests {
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

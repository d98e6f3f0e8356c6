import Foundation
import Testing

@testable import Services

/// One cache, users taking turns: nothing of one account may stay visible to the next.
@MainActor
@Suite("Session switches")
struct SessionSwitchTests {
  @Test("signing in as someone else starts from an empty state")
  func otherUserStartsFresh() async throws {
    let folder = TemporaryFolder()
    let session = Session(database: try AppDatabase(path: folder.path("a.sqlite")))
    try await session.auth.signUp(name: "Bob", email: "bob@example.com", password: "battery staple")
    try await session.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    try await session.projects.create(name: "Ada's")
    try await session.tasks.create(TaskDraft(title: "Ada's secret"))
    _ = try await session.tasks.search("secret")
    #expect(session.cache.value.tasks.count == 1)

    let bob = try await session.auth.signIn(email: "bob@example.com", password: "battery staple")
    #expect(session.cache.value == AppState(session: bob))
  }

  @Test("signing in again as the same user keeps what is loaded")
  func sameUserKeepsData() async throws {
    let folder = TemporaryFolder()
    let session = Session(database: try AppDatabase(path: folder.path("a.sqlite")))
    try await session.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let task = try await session.tasks.create(TaskDraft(title: "Keep me"))
    try await session.auth.signIn(email: "ada@example.com", password: "correct horse")
    #expect(session.cache.value.tasks == [task])
  }

  @Test("a result that arrives after its user signed out is not written into the cache")
  func staleResultsAreDropped() async throws {
    let folder = TemporaryFolder()
    let session = Session(database: try AppDatabase(path: folder.path("a.sqlite")))
    let ada = try await session.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let leaked = TaskItem(id: 99, title: "Ada's", createdAt: .distantPast, updatedAt: .distantPast)
    await session.auth.signOut()
    session.context.apply(for: ada.id) { $0.update(\.tasks, with: [leaked]) }
    #expect(session.cache.value == AppState())

    let bob = try await session.auth.signUp(name: "Bob", email: "bob@example.com", password: "battery staple")
    session.context.apply(for: ada.id) { $0.update(\.tasks, with: [leaked]) }
    #expect(session.cache.value == AppState(session: bob))
    session.context.apply(for: bob.id) { $0.update(\.tasks, with: [leaked]) }
    #expect(session.cache.value.tasks == [leaked])
  }
}

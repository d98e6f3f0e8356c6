import Foundation
import Testing

@testable import Services

/// Two users on one database: every service call made by one against the other's data
/// is refused, and nothing of the other's ever shows.
@MainActor
@Suite("User isolation")
struct IsolationTests {
  @Test("no service call reads or changes another user's data")
  func isolation() async throws {
    let folder = TemporaryFolder()
    let database = try AppDatabase(path: folder.path("shared.sqlite"))
    let ada = Session(database: database)
    let bob = Session(database: database)
    try await ada.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    try await bob.auth.signUp(name: "Bob", email: "bob@example.com", password: "battery staple")
    let adaProject = try await ada.projects.create(name: "Secret project")
    let adaTask = try await ada.tasks.create(TaskDraft(title: "Secret plan", projectID: adaProject.id))
    let bobTask = try await bob.tasks.create(TaskDraft(title: "Bob's plan"))

    #expect(try await bob.tasks.loadAll().map(\.id) == [bobTask.id])
    #expect(try await bob.projects.loadAll().isEmpty)
    #expect(try await bob.tasks.search("secret", limit: 10).isEmpty)
    #expect(try await bob.tasks.page(limit: 10, offset: 0).map(\.id) == [bobTask.id])
    await #expect(throws: ContentError.notFound) { try await bob.tasks.toggleDone(adaTask.id) }
    await #expect(throws: ContentError.notFound) {
      try await bob.tasks.edit(adaTask.id, to: TaskDraft(title: "mine"))
    }
    await #expect(throws: ContentError.notFound) { try await bob.tasks.move(adaTask.id, to: nil) }
    await #expect(throws: ContentError.notFound) { try await bob.tasks.delete(adaTask.id) }
    await #expect(throws: ContentError.notFound) { try await bob.projects.rename(adaProject.id, to: "mine") }
    await #expect(throws: ContentError.notFound) { try await bob.projects.delete(adaProject.id) }
    await #expect(throws: ContentError.notFound) {
      try await bob.tasks.create(TaskDraft(title: "into Ada's project", projectID: adaProject.id))
    }
    await #expect(throws: ContentError.notFound) { try await bob.tasks.move(bobTask.id, to: adaProject.id) }
    await #expect(throws: ContentError.notFound) {
      try await bob.tasks.edit(bobTask.id, to: TaskDraft(title: "x", projectID: adaProject.id))
    }

    let adaAfter = try await ada.tasks.loadAll()
    #expect(adaAfter.map(\.title) == ["Secret plan"])
    #expect(adaAfter[0].isDone == false && adaAfter[0].projectID == adaProject.id)
    #expect(try await ada.projects.loadAll().map(\.name) == ["Secret project"])
    #expect(!bob.cache.value.tasks.contains { $0.id == adaTask.id })
  }
}

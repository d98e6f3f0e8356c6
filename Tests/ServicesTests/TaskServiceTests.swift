import Foundation
import Testing

@testable import Services

@MainActor
@Suite("Projects and tasks")
struct TaskServiceTests {
  @Test("creating, editing, toggling, moving and deleting show in the cache at once")
  func lifecycle() async throws {
    let folder = TemporaryFolder()
    let session = try await Session.signedIn(folder)
    let home = try await session.projects.create(name: "Home")
    let task = try await session.tasks.create(
      TaskDraft(title: " Buy milk ", due: Day(year: 2026, month: 11, day: 22), priority: .high))
    #expect(task.title == "Buy milk")
    #expect(session.cache.value.tasks == [task])
    try await session.tasks.toggleDone(task.id)
    #expect(session.cache.value.tasks[0].isDone)
    try await session.tasks.move(task.id, to: home.id)
    #expect(session.cache.value.tasks[0].projectID == home.id)
    var draft = TaskDraft(session.cache.value.tasks[0])
    draft.notes = "semi-skimmed"
    let edited = try await session.tasks.edit(task.id, to: draft)
    #expect(edited.notes == "semi-skimmed" && edited.isDone && edited.priority == .high)
    #expect(session.cache.value.tasks == [edited])
    try await session.projects.delete(home.id)
    #expect(session.cache.value.projects.isEmpty)
    #expect(session.cache.value.tasks[0].projectID == nil)
    try await session.tasks.delete(task.id)
    #expect(session.cache.value.tasks.isEmpty)
    #expect(try await session.tasks.loadAll().isEmpty)
  }

  @Test("changes keep each task's place in the cache; new tasks are appended")
  @MainActor
  func cacheOrder() async throws {
    let folder = TemporaryFolder()
    let session = try await Session.signedIn(folder)
    var ids: [TaskItem.ID] = []
    for number in 1...4 { ids.append(try await session.tasks.create(TaskDraft(title: "Task \(number)")).id) }
    try await session.tasks.toggleDone(ids[1])
    try await session.tasks.edit(ids[2], to: TaskDraft(title: "Renamed"))
    _ = try await session.tasks.search("task")
    #expect(session.cache.value.tasks.map(\.id) == ids)
    #expect(session.cache.value.tasks.map(\.title) == ["Task 1", "Task 2", "Renamed", "Task 4"])
    #expect(session.cache.value.tasks.map(\.isDone) == [false, true, false, false])
  }

  @Test("empty titles and names are refused")
  func validation() async throws {
    let folder = TemporaryFolder()
    let session = try await Session.signedIn(folder)
    await #expect(throws: ContentError.emptyTitle) { try await session.tasks.create(TaskDraft(title: "  ")) }
    await #expect(throws: ContentError.emptyName) { try await session.projects.create(name: "") }
  }

  @Test("paging returns the newest tasks first, a page at a time")
  func paging() async throws {
    let folder = TemporaryFolder()
    let session = try await Session.signedIn(folder)
    for number in 1...5 { try await session.tasks.create(TaskDraft(title: "Task \(number)")) }
    #expect(try await session.tasks.page(limit: 2, offset: 0).map(\.title) == ["Task 5", "Task 4"])
    #expect(try await session.tasks.page(limit: 2, offset: 4).map(\.title) == ["Task 1"])
  }

  @Test("search matches word prefixes in titles and notes, title matches first")
  func search() async throws {
    let folder = TemporaryFolder()
    let session = try await Session.signedIn(folder)
    let inNotes = try await session.tasks.create(TaskDraft(title: "Groceries", notes: "milk and bread"))
    let inTitle = try await session.tasks.create(TaskDraft(title: "Buy milk"))
    _ = try await session.tasks.create(TaskDraft(title: "Call Ada"))
    #expect(try await session.tasks.search("mil", limit: 10).map(\.id) == [inTitle.id, inNotes.id])
    #expect(try await session.tasks.search("BREAD", limit: 10).map(\.id) == [inNotes.id])
    #expect(try await session.tasks.search("nothing", limit: 10).isEmpty)
    var draft = TaskDraft(inTitle)
    draft.title = "Buy oats"
    try await session.tasks.edit(inTitle.id, to: draft)
    #expect(try await session.tasks.search("milk", limit: 10).map(\.id) == [inNotes.id])
    try await session.tasks.delete(inNotes.id)
    #expect(try await session.tasks.search("milk", limit: 10).isEmpty)
  }

  @Test("search input with FTS syntax is searched for, never obeyed or an error")
  func searchSyntax() async throws {
    let folder = TemporaryFolder()
    let session = try await Session.signedIn(folder)
    _ = try await session.tasks.create(TaskDraft(title: "Fix the \"AND\" bug (urgent)"))
    for query in ["\"", "AND", "NEAR(", "*", "title:", "a OR", "(urgent", "-", "''"] {
      _ = try await session.tasks.search(query, limit: 10)
    }
    #expect(try await session.tasks.search("\"AND\" bug", limit: 10).count == 1)
    #expect(try await session.tasks.search("(urg", limit: 10).count == 1)
  }

  @Test("nothing works signed out")
  func signedOut() async throws {
    let folder = TemporaryFolder()
    let session = Session(database: try AppDatabase(path: folder.path("a.sqlite")))
    await #expect(throws: AuthError.notSignedIn) { try await session.tasks.loadAll() }
    await #expect(throws: AuthError.notSignedIn) { try await session.projects.create(name: "x") }
  }
}

import Container
import Foundation
import Services
import Testing

@MainActor
@Suite("Undo of the last change")
struct UndoTests {
  func signedIn(_ folder: TemporaryFolder) async throws -> AppContainer {
    try await signedInAsAda(folder)
  }

  @Test("a toggle is announced and undone; undo happens once, then goes on with the change before")
  func toggle() async throws {
    let folder = TemporaryFolder()
    let container = try await signedIn(folder)
    let task = try await container.tasks.create(TaskDraft(title: "Buy milk"))
    try await container.tasks.toggleDone(task.id)
    #expect(container.history.report?.text == "Marked “Buy milk” done")
    #expect(container.history.report?.kind == .changed)
    await container.history.undo()
    #expect(container.cache.value.task(task.id)?.isDone == false)
    #expect(container.history.report?.text == "Undone: Marked “Buy milk” done")
    #expect(container.history.report?.kind == .undone)
    await container.history.undo()
    #expect(container.history.report?.text == "Undone: Created “Buy milk”")
    #expect(container.cache.value.task(task.id) == nil)
    await container.history.undo()
    #expect(container.history.report?.kind == .nothingToUndo)
  }

  @Test("an edit and a move put back what was there")
  func editAndMove() async throws {
    let folder = TemporaryFolder()
    let container = try await signedIn(folder)
    let home = try await container.projects.create(name: "Home")
    let work = try await container.projects.create(name: "Work")
    let task = try await container.tasks.create(
      TaskDraft(title: "Fix tap", priority: .high, projectID: home.id))
    try await container.tasks.edit(task.id, to: TaskDraft(title: "Fix the tap", projectID: home.id))
    await container.history.undo()
    #expect(container.cache.value.task(task.id)?.title == "Fix tap")
    #expect(container.cache.value.task(task.id)?.priority == .high)
    try await container.tasks.move(task.id, to: work.id)
    #expect(container.history.report?.text == "Moved “Fix tap” to Work")
    await container.history.undo()
    #expect(container.cache.value.task(task.id)?.projectID == home.id)
  }

  @Test("a deletion is undone by the same task coming back, done state included")
  func delete() async throws {
    let folder = TemporaryFolder()
    let container = try await signedIn(folder)
    let due = Day(year: 2026, month: 12, day: 1)
    let task = try await container.tasks.create(TaskDraft(title: "Old", notes: "n", due: due, priority: .low))
    try await container.tasks.toggleDone(task.id)
    try await container.tasks.delete(task.id)
    #expect(container.cache.value.tasks.isEmpty)
    await container.history.undo()
    let back = try #require(container.cache.value.tasks.first)
    #expect(
      [back.title, back.notes] == ["Old", "n"] && back.due == due && back.priority == .low && back.isDone)
  }

  @Test("each report reaches the observer once, numbered; sign-out forgets the report")
  func reports() async throws {
    let folder = TemporaryFolder()
    let container = try await signedIn(folder)
    var told: [ChangeHistory.Report] = []
    container.history.onReport = { told.append($0) }
    let task = try await container.tasks.create(TaskDraft(title: "Tea"))
    await container.history.undo()
    await container.history.undo()
    #expect(told.map(\.kind) == [.changed, .undone, .nothingToUndo])
    #expect(told.map(\.number) == told.map(\.number).sorted() && Set(told.map(\.number)).count == 3)
    #expect(container.cache.value.task(task.id) == nil)
    container.history.clear()
    #expect(container.history.report == nil)
  }

  @Test("a creation is undone by deleting the task")
  func create() async throws {
    let folder = TemporaryFolder()
    let container = try await signedIn(folder)
    _ = try await container.tasks.create(TaskDraft(title: "Oops"))
    #expect(container.history.report?.text == "Created “Oops”")
    await container.history.undo()
    #expect(container.cache.value.tasks.isEmpty)
  }
}

import Container
import Foundation
import Services
import Testing

/// Undo with another instance on the same file: it takes back only what this instance did, and
/// never what the other one saved since.
@MainActor
@Suite("Undo with another instance on the file")
struct UndoAcrossInstancesTests {
  func twoInstances(_ folder: TemporaryFolder) async throws -> (AppContainer, AppContainer, TaskItem) {
    try await ContainerTests.twoInstances(folder, with: TaskDraft(title: "Pay rent", notes: ""))
  }

  @Test("undoing an edit of the title keeps the notes another instance saved since")
  func undoKeepsOtherFields() async throws {
    let folder = TemporaryFolder()
    let (here, there, task) = try await twoInstances(folder)
    var retitled = TaskDraft(task)
    retitled.title = "Pay the rent"
    try await here.tasks.edit(task.id, from: TaskDraft(task), to: retitled, keepingMine: false)
    var noted = TaskDraft(task)
    noted.notes = "By transfer"
    try await there.tasks.edit(task.id, from: TaskDraft(task), to: noted, keepingMine: false)
    await here.history.undo()
    #expect(here.history.report?.kind == .undone)
    let saved = try #require(try await stored(there, task.id))
    #expect(saved.title == "Pay rent" && saved.notes == "By transfer")
  }

  @Test("undoing an edit of a field another instance changed since is refused, and says why")
  func undoRefusedOverOtherChange() async throws {
    let folder = TemporaryFolder()
    let (here, there, task) = try await twoInstances(folder)
    var mine = TaskDraft(task)
    mine.notes = "Mine"
    let edited = try await here.tasks.edit(task.id, from: TaskDraft(task), to: mine, keepingMine: false)
    var theirs = TaskDraft(edited)
    theirs.notes = "Theirs"
    try await there.tasks.edit(task.id, from: TaskDraft(edited), to: theirs, keepingMine: false)
    await here.history.undo()
    #expect(here.history.report?.kind == .undoFailed)
    #expect(
      here.history.report?.text == "Could not undo: changed elsewhere since (notes); nothing was undone")
    #expect(try await stored(there, task.id)?.notes == "Theirs")
  }

  @Test("undoing a deletion brings the task back under its own id and creation time")
  func deleteComesBackWhole() async throws {
    let folder = TemporaryFolder()
    let (here, _, task) = try await twoInstances(folder)
    let project = try await here.projects.create(name: "Home")
    try await here.tasks.move(task.id, to: project.id)
    try await here.tasks.toggleDone(task.id)
    let before = try #require(here.cache.value.task(task.id))
    try await here.tasks.delete(task.id)
    await here.history.undo()
    let back = try #require(try await stored(here, task.id))
    #expect(back.id == before.id && back.createdAt == before.createdAt)
    #expect(back.title == before.title && back.isDone && back.projectID == project.id)
    #expect(here.cache.value.task(task.id) == back)
  }
}

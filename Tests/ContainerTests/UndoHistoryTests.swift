import Container
import Foundation
import GRDB
import Services
import Testing

/// The undo history: every change to tasks and projects, many levels deep, with redo, kept per
/// account across a restart.
@MainActor
@Suite("The undo history")
struct UndoHistoryTests {
  @Test("a task created, a project renamed and another deleted: u three times takes back those, newest first")
  func projectChangesInReverse() async throws {
    let folder = TemporaryFolder()
    let container = try await signedInAsAda(folder)
    let work = try await container.projects.create(name: "Work")
    let tmp = try await container.projects.create(name: "tmp")
    let task = try await container.tasks.create(TaskDraft(title: "Task in tmp", projectID: tmp.id))
    try await container.projects.rename(work.id, from: "Work", to: "Office")
    #expect(container.history.report?.text == "Renamed “Work” to “Office”")
    try await container.projects.delete(tmp.id)
    #expect(container.history.report?.text == "Deleted project “tmp” (its task stays, in no project)")
    #expect(container.cache.value.task(task.id)?.projectID == nil)

    var told: [String] = []
    for _ in 0..<3 {
      await container.history.undo()
      told.append(container.history.report?.text ?? "")
    }
    #expect(
      told == [
        "Undone: Deleted project “tmp” (its tasks are back in it)",
        "Undone: Renamed “Office” back to “Work”",
        "Undone: Created “Task in tmp”",
      ])
    #expect(container.cache.value.projects.map(\.name).sorted() == ["Work", "tmp"])
    #expect(container.cache.value.project(tmp.id)?.name == "tmp", "the same project, under its own id")
    #expect(container.cache.value.task(task.id) == nil)

    var redone: [String] = []
    for _ in 0..<3 {
      await container.history.redo()
      redone.append(container.history.report?.text ?? "")
    }
    #expect(
      redone == [
        "Redone: Created “Task in tmp”", "Redone: Renamed “Work” to “Office”",
        "Redone: Deleted project “tmp” (its task stays, in no project)",
      ])
    #expect(container.cache.value.projects.map(\.name) == ["Office"])
    let back = try #require(try container.database.task(task.id, of: 1))
    #expect(back.projectID == nil && back.createdAt == task.createdAt)
    await container.history.redo()
    #expect(container.history.report?.text == "Nothing to redo")
  }

  @Test("undoing a project's deletion puts its tasks back in it, not one moved elsewhere since")
  func deletedProjectComesBackWithItsTasks() async throws {
    let folder = TemporaryFolder()
    let container = try await signedInAsAda(folder)
    let home = try await container.projects.create(name: "Home")
    let other = try await container.projects.create(name: "Other")
    let a = try await container.tasks.create(TaskDraft(title: "Fix tap", projectID: home.id))
    let b = try await container.tasks.create(TaskDraft(title: "Paint", projectID: home.id))
    try await container.projects.delete(home.id)
    #expect(container.history.report?.text == "Deleted project “Home” (its 2 tasks stay, in no project)")
    // Another instance moves one of them meanwhile.
    try await container.database.writer.write { db in
      try db.execute(sql: "UPDATE tasks SET project_id = ? WHERE id = ?", arguments: [other.id, b.id])
    }
    await container.history.undo()
    #expect(container.cache.value.project(home.id)?.name == "Home")
    #expect(try container.database.task(a.id, of: 1)?.projectID == home.id)
    #expect(try container.database.task(b.id, of: 1)?.projectID == other.id)
    #expect(container.cache.value.counts.openByProject[home.id] == 1)
  }

  @Test("five Spaces, then u five times: each one taken back, at least a hundred levels kept")
  func manyLevels() async throws {
    let folder = TemporaryFolder()
    let container = try await signedInAsAda(folder)
    let task = try await container.tasks.create(TaskDraft(title: "Tea"))
    for _ in 0..<5 { try await container.tasks.toggleDone(task.id) }
    for _ in 0..<5 { await container.history.undo() }
    #expect(container.history.report?.kind == .undone)
    #expect(container.cache.value.task(task.id)?.isDone == false)
    #expect(container.history.undoSteps == [.createdTask(task)])
    for _ in 0..<110 { try await container.tasks.toggleDone(task.id) }
    #expect(container.history.undoSteps.count == ChangeHistory.limit)
    #expect(!container.history.canRedo, "a new change ends what could be redone")
  }

  @Test("two instances on one account: each takes back only its own; a restart keeps the newest hundred")
  func twoInstancesShareTheFile() async throws {
    let folder = TemporaryFolder()
    let (here, there, task) = try await twoInstances(folder, with: TaskDraft(title: "Tea"))
    for _ in 0..<60 { try await here.tasks.toggleDone(task.id) }
    for _ in 0..<60 { try await there.tasks.toggleDone(task.id) }
    #expect(there.history.undoSteps.count == 60, "not the other instance's changes")
    #expect(here.close() == nil && there.close() == nil)

    let next = try makeContainer(folder)
    next.start()
    defer { next.stop() }
    try await next.auth.signIn(email: "ada@example.com", password: "correct horse")
    await next.work.idle()
    #expect(next.history.undoSteps.count == ChangeHistory.limit)
    let rows = try await next.database.writer.read { db in
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM undo_steps") ?? 0
    }
    #expect(rows == ChangeHistory.limit)
  }

  @Test("the history is the account's and survives a restart; another account has its own")
  func survivesRestart() async throws {
    let folder = TemporaryFolder()
    let first = try await signedInAsAda(folder)
    let work = try await first.projects.create(name: "Work")
    try await first.projects.rename(work.id, from: "Work", to: "Office")
    await first.history.undo()
    #expect(first.close() == nil)

    let second = try makeContainer(folder)
    second.start()
    defer { second.stop() }
    try await second.auth.signIn(email: "ada@example.com", password: "correct horse")
    await second.work.idle()
    #expect(second.history.redoSteps == [.renamedProject(work.id, from: "Work", to: "Office")])
    await second.history.redo()
    #expect(second.history.report?.text == "Redone: Renamed “Work” to “Office”")
    await second.history.undo()
    await second.history.undo()
    #expect(second.history.report?.text == "Undone: Created project “Work”")
    #expect(second.cache.value.projects.isEmpty)

    await second.auth.signOut()
    await second.work.idle()
    #expect(!second.history.canUndo && !second.history.canRedo)
    try await second.auth.signUp(name: "Bob", email: "bob@example.com", password: "correct horse")
    await second.work.idle()
    #expect(!second.history.canRedo, "Ada's changes are not Bob's to redo")
  }

  @Test("a rename undone after the project was renamed elsewhere is refused and says so")
  func renameUndoRefused() async throws {
    let folder = TemporaryFolder()
    let container = try await signedInAsAda(folder)
    let work = try await container.projects.create(name: "Work")
    try await container.projects.rename(work.id, from: "Work", to: "Office")
    try await container.database.writer.write { db in
      try db.execute(sql: "UPDATE projects SET name = 'Desk' WHERE id = ?", arguments: [work.id])
    }
    await container.history.undo()
    #expect(
      container.history.report?.text
        == "Could not undo: renamed elsewhere to “Desk” since; nothing was undone")
    await container.history.undo()
    #expect(
      container.history.report?.text == "Undone: Created project “Work”",
      "the next u goes on with the one before")
  }
}

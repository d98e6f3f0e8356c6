import Foundation
import GRDB
import Testing

/// A task edited in the app's sheet while another connection changes it in the same file, the
/// app in process on an in-memory terminal: the sheet says so, a save keeps the other change
/// where the fields differ, and a save that would overwrite the other's change to the same
/// field is refused with the choice. (Two processes on one file: EndToEndTests' TwoInstances.)
@MainActor
@Suite("The app: an edit sheet and another writer on one task")
struct EditConflictTests {
  /// The first Inbox task's title and notes, read from the file.
  func firstTask(_ app: InProcessApp) throws -> (title: String, notes: String) {
    let queue = try DatabaseQueue(path: app.folder.appendingPathComponent("app.sqlite").path)
    defer { try? queue.close() }
    return try queue.read { db in
      let row = try Row.fetchOne(
        db, sql: "SELECT title, notes FROM tasks WHERE title LIKE 'Expense report%' ORDER BY id LIMIT 1")!
      return (row["title"], row["notes"])
    }
  }

  /// What another writer does: changes the task's notes in the file; then the app's next check.
  func changeNotesElsewhere(_ app: InProcessApp, to notes: String) async throws {
    let queue = try DatabaseQueue(path: app.folder.appendingPathComponent("app.sqlite").path)
    try await queue.write { db in
      try db.execute(
        sql: "UPDATE tasks SET notes = ?, updated_at = datetime('now') WHERE title LIKE 'Expense report%'",
        arguments: [notes])
    }
    try queue.close()
    await app.checkForOtherInstances { $0.tasks.contains { $0.notes == notes } }
  }

  /// The app on a demo database, in the edit sheet of the Inbox's first task.
  func editing() async throws -> InProcessApp {
    let app = try await InProcessApp.demo()
    await app.send("\r")
    #expect(app.text.contains("[ ] Open Expense report"), "\(app.text)")
    await app.send("e")
    #expect(app.text.contains("┌ Edit task") && app.text.contains("[ Save ]"), "\(app.text)")
    return app
  }

  @Test("notes changed elsewhere, the title here: the sheet says so, and both are kept")
  func differentFields() async throws {
    let app = try await editing()
    defer { app.removeFolder() }
    try await changeNotesElsewhere(app, to: "and receipts")
    #expect(app.text.contains("Changed elsewhere since you opened it"), "\(app.text)")
    await app.send(" (Q4)\r")
    #expect(app.text.contains("Edited “Expense report for October (Q4)”"), "\(app.text)")
    let task = try firstTask(app)
    #expect(task.title == "Expense report for October (Q4)" && task.notes == "and receipts")
    #expect(await app.quit() == 0)
  }

  @Test("notes changed in both: the save is refused with the choice; Keep mine then saves mine")
  func sameField() async throws {
    let app = try await editing()
    defer { app.removeFolder() }
    try await changeNotesElsewhere(app, to: "theirs")
    #expect(app.text.contains("Changed elsewhere since you opened it"), "\(app.text)")
    await app.send("\tmine\u{13}")
    #expect(app.text.contains("Keep mine"), "\(app.text)")
    #expect(app.text.contains("Changed elsewhere while you edited (notes)"))
    #expect(try firstTask(app).notes == "theirs", "the refused save wrote nothing")
    // From the Notes field: Due, Priority, Project, Save, Cancel, then Keep mine.
    await app.send("\t\t\t\t\t\t\r")
    #expect(app.text.contains("Edited “"), "\(app.text)")
    #expect(try firstTask(app).notes == "mine", "keeping mine saved it")
    #expect(await app.quit() == 0)
  }
}

import Foundation
import GRDB
import SwitchyardTesting
import Testing

/// A task edited in the app's sheet while another process changes it in the same file: the
/// sheet says so, a save keeps the other change where the fields differ, and a save that
/// would overwrite the other's change to the same field is refused with the choice.
@Suite("switchyard: an edit sheet and another process on one task", .serialized)
struct TwoInstancesEndToEndTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "switchyard-two-\(UUID().uuidString)")

  /// The first Inbox task's title and notes, read from the file.
  func firstTask(_ path: String) throws -> (title: String, notes: String) {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    return try queue.read { db in
      let row = try Row.fetchOne(
        db, sql: "SELECT title, notes FROM tasks WHERE title LIKE 'Expense report%' ORDER BY id LIMIT 1")!
      return (row["title"], row["notes"])
    }
  }

  /// What another process does: changes the task's notes in the file.
  func changeNotesElsewhere(_ path: String, to notes: String) throws {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    try queue.write { db in
      try db.execute(
        sql: "UPDATE tasks SET notes = ?, updated_at = datetime('now') WHERE title LIKE 'Expense report%'",
        arguments: [notes])
    }
  }

  /// The app, in the Inbox's first task's edit sheet.
  /// The app on `path`, in the edit sheet of the first task.
  func editing(_ path: String) throws -> PseudoTerminal {
    let terminal = try Switchyard.demoSession(path, folder: folder)
    terminal.send("\r")
    try terminal.waitFor("[ ] Open Expense report")
    terminal.send("e")
    try terminal.waitFor("┌ Edit task")
    try terminal.waitFor("[ Save ]")
    return terminal
  }

  @Test("notes changed elsewhere, the title here: the sheet says so, and both are kept")
  func differentFields() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Switchyard.demoDatabase(in: folder)
    let app = try editing(path)
    try changeNotesElsewhere(path, to: "and receipts")
    try app.waitFor("Changed elsewhere since you opened it")
    app.send(" (Q4)\r")
    try app.waitFor("Edited “Expense report for October (Q4)”")
    let task = try firstTask(path)
    #expect(task.title == "Expense report for October (Q4)" && task.notes == "and receipts")
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  @Test("notes changed in both: the save is refused with the choice; Keep mine then saves mine")
  func sameField() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Switchyard.demoDatabase(in: folder)
    let app = try editing(path)
    try changeNotesElsewhere(path, to: "theirs")
    try app.waitFor("Changed elsewhere since you opened it")
    app.send("\tmine\u{13}")
    try app.waitFor("Keep mine")
    try app.waitFor("Changed elsewhere while you edited (notes)")
    #expect(try firstTask(path).notes == "theirs", "the refused save wrote nothing")
    // From the Notes field: Due, Priority, Project, Save, Cancel, then Keep mine.
    app.send("\t\t\t\t\t\t\r")
    try app.waitFor("Edited “")
    #expect(try firstTask(path).notes == "mine", "keeping mine saved it")
    app.send("q")
    #expect(try app.waitForExit() == 0)
  }

  @Test("two apps edit the notes of one task: the second save shows the conflict; nothing is lost")
  func twoApps() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Switchyard.demoDatabase(in: folder)
    let first = try editing(path)
    // The second resumes the first's sign-in and its place: the same sheet, open.
    let second = try PseudoTerminal(
      executable: Switchyard.binary, arguments: ["--db", path],
      environment: ["HOME": folder.path, "XDG_DATA_HOME": folder.path], columns: 100, rows: 30)
    try second.waitFor("┌ Edit task")
    try second.waitFor("[ Save ]")
    first.send("\tfirst\u{13}")
    try first.waitFor("Edited “Expense report for October”")
    #expect(try firstTask(path).notes == "first")
    try second.waitFor("Changed elsewhere since you opened it")
    second.send("\tsecond\u{13}")
    try second.waitFor("Changed elsewhere while you edited (notes)")
    #expect(try firstTask(path).notes == "first", "the refused save wrote nothing")
    second.send("\t\t\t\t\t\t\r")
    try second.waitFor("Edited “")
    #expect(try firstTask(path).notes == "second", "keeping mine saved it")
    for app in [first, second] {
      app.send("q")
      #expect(try app.waitForExit() == 0)
    }
  }
}

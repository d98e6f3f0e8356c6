import Foundation
import GRDB
import SwitchyardTesting
import Testing

/// Two `switchyard` processes on one database, both editing the same task in their edit
/// sheets: nothing either saved is lost, and a save that would overwrite the other's change
/// to the same field is refused and says so.
@Suite("switchyard: two instances editing one task", .serialized)
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

  /// A second instance on `path`: signed in already (the first one's sign-in is remembered).
  func secondSession(_ path: String) throws -> PseudoTerminal {
    let terminal = try PseudoTerminal(
      executable: Switchyard.binary, arguments: ["--db", path],
      environment: ["HOME": folder.path, "XDG_DATA_HOME": folder.path], columns: 100, rows: 30)
    try terminal.waitFor("Buy oat milk")
    return terminal
  }

  /// Opens the Inbox's first task's edit sheet.
  func openEditor(_ terminal: PseudoTerminal) throws {
    terminal.send("\r")
    try terminal.waitFor("Priority:")
    terminal.send("e")
    try terminal.waitFor("Save")
  }

  @Test("A saves the notes, B then the title from the copy it opened: both are kept")
  func differentFields() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Switchyard.demoDatabase(in: folder)
    let a = try Switchyard.demoSession(path, folder: folder)
    let b = try secondSession(path)
    try openEditor(a)
    try openEditor(b)
    a.send("\t and receipts\r")
    try a.waitFor("Edited “")
    b.send(" (Q4)\r")
    try b.waitFor("Edited “Expense report for October (Q4)”")
    let task = try firstTask(path)
    #expect(task.title.hasSuffix("(Q4)"), "B's title: \(task.title)")
    #expect(task.notes.hasSuffix(" and receipts"), "A's notes kept: \(task.notes)")
    for terminal in [a, b] {
      terminal.send("q")
      #expect(try terminal.waitForExit() == 0)
    }
  }

  @Test("both change the notes: B's save is refused with the choice; keeping B's then saves it")
  func sameField() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Switchyard.demoDatabase(in: folder)
    let a = try Switchyard.demoSession(path, folder: folder)
    let b = try secondSession(path)
    try openEditor(a)
    try openEditor(b)
    a.send("\t (A)\r")
    try a.waitFor("Edited “")
    // B sees the change underneath before it saves (live updates), then saves its own notes.
    try b.waitFor("Changed elsewhere since you opened it")
    b.send("\t (B)\r")
    try b.waitFor("Keep mine")
    try b.waitFor("Changed elsewhere while you edited (notes)")
    #expect(try firstTask(path).notes.hasSuffix(" (A)"), "the refused save wrote nothing")
    // From the Notes field: Due, Priority, Save, Cancel, then Keep mine.
    b.send("\t\t\t\t\t\r")
    try b.waitFor("Edited “")
    #expect(try firstTask(path).notes.hasSuffix(" (B)"), "keeping B's notes saved them")
    for terminal in [a, b] {
      terminal.send("q")
      #expect(try terminal.waitForExit() == 0)
    }
  }
}

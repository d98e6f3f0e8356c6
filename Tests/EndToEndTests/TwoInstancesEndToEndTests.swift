import Foundation
import GRDB
import SwitchyardTesting
import Testing

/// Two `switchyard` processes editing one task in the same file: the second save shows the
/// conflict, and nothing is lost. (One app and another writer: FeaturesTests'
/// EditConflictTests, in process.)
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

  /// The app on `path`, in the edit sheet of the first task.
  func editing(_ path: String) async throws -> PseudoTerminal {
    let terminal = try await Switchyard.demoSession(path, folder: folder)
    terminal.send("\r")
    try await terminal.waitFor("[ ] Open Expense report")
    terminal.send("e")
    try await terminal.waitFor("┌ Edit task")
    try await terminal.waitFor("[ Save ]")
    return terminal
  }

  @Test("two apps edit the notes of one task: the second save shows the conflict; nothing is lost")
  func twoApps() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try await Switchyard.demoDatabase(in: folder)
    let first = try await editing(path)
    // The second resumes the first's sign-in and its place: the same sheet, open.
    let second = try PseudoTerminal(
      executable: Switchyard.binary, arguments: ["--db", path],
      environment: ["HOME": folder.path, "XDG_DATA_HOME": folder.path], columns: 100, rows: 30)
    try await second.waitFor("┌ Edit task")
    try await second.waitFor("[ Save ]")
    first.send("\tfirst\u{13}")
    try await first.waitFor("Edited “Expense report for October”")
    #expect(try firstTask(path).notes == "first")
    try await second.waitFor("Changed elsewhere since you opened it")
    second.send("\tsecond\u{13}")
    try await second.waitFor("Changed elsewhere while you edited (notes)")
    #expect(try firstTask(path).notes == "first", "the refused save wrote nothing")
    second.send("\t\t\t\t\t\t\r")
    try await second.waitFor("Edited “")
    #expect(try firstTask(path).notes == "second", "keeping mine saved it")
    for app in [first, second] {
      app.send("q")
      #expect(try await app.waitForExit() == 0)
    }
  }
}

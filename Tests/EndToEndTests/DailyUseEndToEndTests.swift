import Foundation
import GRDB
import SwitchyardTesting
import Testing

/// What a daily user does, in the real binary in a pseudo-terminal: quick add with its inline
/// syntax, filtering a list as they type, sorting, undo with its notice, the action log,
/// and a change made by another process showing up without a key press.
@Suite("switchyard: daily use", .serialized)
struct DailyUseEndToEndTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "switchyard-daily-\(UUID().uuidString)")

  @Test("quick add syntax, / to filter, s to sort, u to undo; the log names actions, never titles")
  func dailyKeys() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Switchyard.demoDatabase(in: folder)
    let terminal = try Switchyard.demoSession(path, folder: folder, columns: 120, rows: 40)
    try terminal.waitFor("Done  5")
    let tomorrow = Self.tomorrow  // read before the line that says "tomorrow" is typed

    terminal.send("nBuy milk tomorrow !2 #Groceries\r")
    try terminal.waitFor("Created “Buy milk”  u undo")
    // The notice can show a frame before the sheet has gone; keys typed then go to the sheet.
    try terminal.waitForAbsence(of: "New task")
    let row = terminal.screen.text.split(separator: "\n").first { $0.contains("Buy milk ") }
    #expect(row?.contains("!!") == true && row?.contains("Groceries") == true, "\(row ?? "no row")")
    #expect(row?.contains(tomorrow) == true, "due tomorrow: \(row ?? "no row")")

    terminal.send("/lemons")
    try terminal.waitForAbsence(of: "Pay the electricity bill")
    #expect(terminal.screen.text.contains("Eggs, spinach, lemons"))
    terminal.send("\r ")
    try terminal.waitFor("Marked “Eggs, spinach, lemons” done  u undo")
    terminal.send("u")
    try terminal.waitFor("Undone: Marked “Eggs, spinach, lemons” done")
    terminal.send("\u{1B}")
    try terminal.waitFor("Pay the electricity bill")

    terminal.send("s")
    try terminal.waitFor("Title ▲")
    let titles = terminal.screen.text.split(separator: "\n").filter { $0.contains("[ ]") }
    #expect(titles.first?.contains("Back up the laptop") == true, "\(titles.first ?? "no rows")")
    terminal.send("q")
    #expect(try terminal.waitForExit() == 0)

    let log = try String(
      contentsOfFile: folder.appendingPathComponent("switchyard.log").path, encoding: .utf8)
    #expect(log.contains("sign-in: submit +"), "actions are logged by name, with the time since the last")
    for private_ in ["Buy milk", "lemons", "demo@switchyard.local", "switchyard-demo"] {
      #expect(!log.contains(private_), "the log holds no \(private_)")
    }
  }

  @Test("a task another process adds appears in a running app, without a key press")
  func liveUpdate() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Switchyard.demoDatabase(in: folder)
    let terminal = try Switchyard.demoSession(path, folder: folder, columns: 100, rows: 40)
    try terminal.waitFor("All  25")
    let other = try DatabaseQueue(path: path)
    try other.write { db in
      try db.execute(
        sql: """
          INSERT INTO tasks (user_id, title, notes, created_at, updated_at)
          VALUES (1, 'Added elsewhere', '', '2026-01-01', '2026-01-01')
          """)
    }
    try other.close()
    try terminal.waitFor("All  26")
    #expect(terminal.screen.text.contains("Added elsewhere"))
    terminal.send("q")
    #expect(try terminal.waitForExit() == 0)
  }

  /// Tomorrow's date as the rows show it.
  static var tomorrow: String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter.string(from: Date().addingTimeInterval(86_400))
  }
}

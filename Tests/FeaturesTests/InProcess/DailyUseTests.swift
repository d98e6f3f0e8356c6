import Foundation
import GRDB
import Testing

/// What a daily user does, the app in process on an in-memory terminal: quick add with its
/// inline syntax, filtering a list as they type, sorting, undo with its notice, the action
/// log, and a change made by another connection to the file showing up without a key press.
@MainActor
@Suite("The app: daily use")
struct DailyUseTests {
  @Test("quick add syntax, / to filter, s to sort, u to undo; the log names actions, never titles")
  func dailyKeys() async throws {
    let app = try await InProcessApp.demo(columns: 120, rows: 40)
    defer { app.removeFolder() }
    #expect(app.text.contains("Done  5"), "\(app.text)")

    await app.send("nBuy milk tomorrow !2 #Groceries\r")
    #expect(app.text.contains("Created “Buy milk”  u undo"), "\(app.text)")
    #expect(!app.text.contains("New task"))
    let row = app.lines(containing: "Buy milk ").first
    #expect(row?.contains("!!") == true && row?.contains("Groceries") == true, "\(row ?? "no row")")
    // The list says the due day relative to today; the title lost the word.
    #expect(row?.hasSuffix("tomorrow") == true, "due tomorrow: \(row ?? "no row")")

    await app.send("/lemons")
    #expect(!app.text.contains("Pay the electricity bill"))
    #expect(app.text.contains("Eggs, spinach, lemons"))
    await app.send("\r ")
    #expect(app.text.contains("Marked “Eggs, spinach, lemons” done  u undo"), "\(app.text)")
    await app.send("u")
    #expect(app.text.contains("Undone: Marked “Eggs, spinach, lemons” done"), "\(app.text)")
    await app.send("\u{1B}")
    #expect(app.text.contains("Pay the electricity bill"))

    await app.send("s")
    #expect(app.text.contains("Title ▲"), "\(app.text)")
    let titles = app.lines(containing: "[ ]")
    #expect(titles.first?.contains("Back up the laptop") == true, "\(titles.first ?? "no rows")")
    #expect(await app.quit() == 0)

    let log = try String(contentsOf: app.folder.appendingPathComponent("switchyard.log"), encoding: .utf8)
    #expect(log.contains("sign-in: submit +"), "actions are logged by name, with the time since the last")
    for private_ in ["Buy milk", "lemons", "demo@switchyard.local", "switchyard-demo"] {
      #expect(!log.contains(private_), "the log holds no \(private_)")
    }
  }

  @Test("a task another connection adds to the file appears in the running app, without a key press")
  func liveUpdate() async throws {
    let app = try await InProcessApp.demo(columns: 100, rows: 40)
    defer { app.removeFolder() }
    #expect(app.text.contains("All  25"), "\(app.text)")
    let other = try DatabaseQueue(path: app.folder.appendingPathComponent("app.sqlite").path)
    try await other.write { db in
      try db.execute(
        sql: """
          INSERT INTO tasks (user_id, title, notes, created_at, updated_at)
          VALUES (1, 'Added elsewhere', '', '2026-01-01', '2026-01-01')
          """)
    }
    try other.close()
    await app.checkForOtherInstances { $0.tasks.contains { $0.title == "Added elsewhere" } }
    #expect(app.text.contains("All  26"), "\(app.text)")
    #expect(app.text.contains("Added elsewhere"))
    #expect(await app.quit() == 0)
  }
}

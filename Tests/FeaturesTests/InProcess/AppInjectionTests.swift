import Foundation
import GRDB
import SwitchyardTesting
import Testing

/// A task stored with every trick in its title and notes — a title change (OSC 0), a
/// clipboard write (OSC 52), a screen clear (CSI 2 J), the same as C1 controls — shown full
/// screen by the app in process: nothing but its own CSI sequences reaches the terminal.
@MainActor
@Suite("The app never passes control sequences from data to the terminal")
struct AppInjectionTests {
  nonisolated static let hostileTitle = "Hostile \u{1B}]0;pwned\u{07} title"
  nonisolated static let hostileNotes =
    "notes \u{1B}]52;c;aGk=\u{07} and \u{1B}[2J and \u{9B}31m \u{9D}0;x\u{9C} end"

  @Test("full screen: the task in the list, the search, the detail and the edit sheet")
  func fullScreen() async throws {
    let app = try await InProcessApp.demo(columns: 120, rows: 40) { container in
      try await container.database.write { db in
        try db.execute(
          sql: """
            INSERT INTO tasks (user_id, title, notes, created_at, updated_at)
            VALUES (1, ?, ?, '2026-01-01', '2026-01-01')
            """, arguments: [Self.hostileTitle, Self.hostileNotes])
      }
    }
    defer { app.removeFolder() }
    #expect(app.text.contains("Hostile �]0;pwned� title"), "\(app.text)")
    await app.send("3")
    #expect(app.text.contains("Search titles and notes"))
    await app.send("Hostile")
    #expect(app.text.contains("�]0;pwned� title"))
    await app.send("\u{1B}[B")
    #expect(app.text.contains("▸ [ ]     ✎ Hostile"), "\(app.text)")
    await app.send("\r")
    #expect(app.text.contains("Open"))
    await app.send("e")
    #expect(app.text.contains("Edit task"))
    await app.send("\t")
    #expect(app.text.contains("�31m"), "\(app.text)")
    await app.send("\u{1B}")
    #expect(!app.text.contains("Edit task"))
    #expect(await app.quit() == 0)
    #expect(PseudoTerminal.injectedControls(in: app.terminal.output) == [])
  }
}

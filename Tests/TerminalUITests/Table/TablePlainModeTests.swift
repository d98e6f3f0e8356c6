import Foundation
import Testing

@testable import TerminalUI

/// A table in plain line mode: a script or a screen reader reads the header and each row whole
/// (`Title: … · Due: …`), picks a row by its number and sorts with the table's keys.
@MainActor
@Suite("Table in plain line mode")
struct TablePlainModeTests {
  @Test("the header line, the sort in words, a numbered line a row with each cell after its title")
  func reading() {
    let board = ChoreBoard()
    board.sortOrder = [KeyPathComparator(\.points, order: .reverse)]
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { ChoreTable(board: board) }
    let app = PlainLineApp(host: host, size: Size(width: 50, height: 10))
    #expect(
      app.screenText() == """
          Title                        Due        Points ▼
        4 rows, sorted by Points, descending:
          1. Title: Fix the leaking kitchen tap before the weekend · Due: 2026-12-01 · Points: 13  (selected)
          2. Title: 買い物 (shopping) · Points: 5
          3. Title: Water the plants · Due: today · Points: 2
          4. Title: Call the bank · Due: tomorrow · Points: 1

        """)
  }

  @Test("picking a row's number selects and opens it; key s and key S sort; the lines follow")
  func driving() {
    let board = ChoreBoard()
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { ChoreTable(board: board) }
    let app = PlainLineApp(host: host, size: Size(width: 50, height: 10))
    _ = app.screenText()
    app.perform("3")
    #expect(board.selectedID == 3 && board.opened == [3])
    app.perform("key s")
    app.perform("key S")
    #expect(board.sortOrder == [KeyPathComparator(\.title, order: .reverse)])
    let text = app.screenText()
    #expect(
      text.contains(
        "4 rows, sorted by Title, descending:\n  1. Title: 買い物 (shopping) · Points: 5  (selected)"))
    #expect(text.hasPrefix("  Title ▼ "))
  }

  @Test("a column without a title reads before the next cell, without a separator")
  func untitledColumn() {
    let board = ChoreBoard()
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) {
      Table(board.chores, selection: Binding(board, \.selectedID)) {
        TableColumn("") { chore in Text(chore.points > 3 ? "[!]" : "[ ]") }.width(3)
        TableColumn("Title", value: \.title)
      }
    }
    let text = PlainLineApp(host: host, size: Size(width: 40, height: 10)).screenText()
    #expect(text.contains("  2. [!] Title: Fix the leaking kitchen tap before the weekend\n"))
  }
}

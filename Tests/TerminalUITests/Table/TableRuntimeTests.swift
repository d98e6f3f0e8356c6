import Foundation
import Testing

@testable import TerminalUI

/// The table driven through the full-screen runtime on an in-memory terminal: raw bytes in
/// (many keys and clicks in one read), the bound selection and sort order and the screen out.
@MainActor
@Suite("Table through the runtime")
struct TableRuntimeTests {
  /// 50×6: the header on row 0, the four chores below it. The columns: Title at cells 2–29,
  /// Due at 31–40, Points at 42–49 (zero-based; SGR mouse reports count from 1).
  func start(_ board: ChoreBoard, size: Size = Size(width: 50, height: 6)) throws -> InMemoryTerminal {
    try .running(size) { ChoreTable(board: board) }
  }

  func click(column: Int, row: Int) -> String {
    "\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m"
  }

  @Test("one read: j j k G g move the selection; PgDn and End; Enter opens the selected row")
  func selecting() throws {
    let board = ChoreBoard()
    let terminal = try start(board)
    terminal.send("jjjk")
    #expect(board.selectedID == 3)
    terminal.send("Gg\u{1B}[B\r")
    #expect(board.selectedID == 2)
    #expect(board.opened == [2])
    terminal.send("\u{1B}[6~\u{1B}[F\u{1B}[H\u{1B}[B\u{1B}[B\r")
    #expect(board.opened == [2, 3])
  }

  @Test(
    "one read: s sorts by title, s again by due, S reverses it, s by points, s back to the rows' own order; the selection follows its row"
  )
  func sortingByKeys() throws {
    let board = ChoreBoard()
    let terminal = try start(board)
    terminal.send("jjs")
    #expect(board.sortOrder == [KeyPathComparator(\.title)])
    #expect(board.selectedID == 3)
    #expect(terminal.screen.text.contains("Title ▲"))
    // The selected chore (買い物) sorts last by title: its row is the fourth, still selected.
    #expect(board.sorted.last?.id == 3)
    terminal.send("sS")
    #expect(board.sortOrder.first == KeyPathComparator(\.due, order: .reverse))
    #expect(board.sorted.map(\.id) == [4, 1, 2, 3])
    #expect(terminal.screen.text.contains("Due ▼"))
    terminal.send("s")
    #expect(board.sortOrder.first == KeyPathComparator(\.points))
    terminal.send("s\r")
    #expect(board.sortOrder.isEmpty)
    #expect(board.opened == [3])
    #expect(!terminal.screen.text.contains("▲") && !terminal.screen.text.contains("▼"))
  }

  @Test("one read: a click on Due sorts by it, a second reverses it; a click on Points sorts by points")
  func sortingByClicks() throws {
    let board = ChoreBoard()
    let terminal = try start(board)
    terminal.send(click(column: 32, row: 0))
    #expect(board.sortOrder == [KeyPathComparator(\.due)])
    #expect(board.sorted.map(\.id) == [3, 2, 1, 4])
    terminal.send(click(column: 32, row: 0) + click(column: 45, row: 0))
    #expect(board.sortOrder == [KeyPathComparator(\.points), KeyPathComparator(\.due, order: .reverse)])
    #expect(terminal.screen.text.contains("Points ▲"))
    // A click between the columns, or on nothing sortable, changes nothing.
    terminal.send(click(column: 30, row: 0))
    #expect(board.sortOrder.count == 2)
  }

  @Test("one read: a click selects a row, a click on the selected row opens it, the wheel scrolls")
  func mouse() throws {
    let chores = (1...40).map { Chore(id: $0, title: "Chore \($0)", due: nil, points: $0) }
    let board = ChoreBoard(chores)
    let terminal = try start(board)
    terminal.send(click(column: 5, row: 3) + click(column: 5, row: 3))
    #expect(board.selectedID == 3)
    #expect(board.opened == [3])
    // Three wheel steps down: the first row shown is the tenth, the selection kept on screen.
    terminal.send("\u{1B}[<65;5;3M\u{1B}[<65;5;3M\u{1B}[<65;5;3M")
    #expect(board.selectedID == 10)
    #expect(terminal.screen.text.split(separator: "\n")[1].contains("Chore 10"))
  }

  @Test("the footer's keys: s and S answered by the table are not passed to bindings around it")
  func keysStayInTable() throws {
    let board = ChoreBoard()
    var outer = 0
    let terminal = try InMemoryTerminal.running(Size(width: 50, height: 8)) {
      VStack {
        ChoreTable(board: board)
        KeyHintBar()
      }
      .onKey(.character("s"), hint: "outer") { outer += 1 }
    }
    terminal.send("s")
    #expect(outer == 0)
    #expect(board.sortOrder.count == 1)
    #expect(terminal.screen.text.contains("s sort"))
    #expect(!terminal.screen.text.contains("outer"))
  }

  @Test("rebound keys: [keys.table] sort = o")
  func rebound() throws {
    let board = ChoreBoard()
    let bindings = KeyBindings(["table": ["sort": [.character("o")]]])
    let terminal = try InMemoryTerminal.running(Size(width: 50, height: 6), bindings: bindings) {
      ChoreTable(board: board)
    }
    terminal.send("so")
    #expect(board.sortOrder == [KeyPathComparator(\.title)])
  }

  @Test(
    "one read: / opens the filter, typed s and S go into it, not to the sort; Enter keeps it, then s sorts")
  func filterTakesTheSortKeys() throws {
    let board = ChoreBoard()
    let terminal = try InMemoryTerminal.running(Size(width: 50, height: 8)) {
      Table(
        board.sorted, selection: Binding(board, \.selectedID), sortOrder: Binding(board, \.sortOrder),
        filter: { chore, query in chore.title.localizedCaseInsensitiveContains(query) }
      ) {
        TableColumn("Title", value: \.title)
        TableColumn("Points", value: \.points) { Text("\($0.points)") }.width(6)
      }
    }
    terminal.send("/Sh")
    #expect(board.sortOrder.isEmpty)
    #expect(terminal.screen.text.contains("/Sh▏  (1 match)"))
    terminal.send("\rs")
    #expect(board.sortOrder == [KeyPathComparator(\.title)])
    #expect(terminal.screen.text.contains("買い物 (shopping)"))
    #expect(!terminal.screen.text.contains("Water the plants"))
  }
}

import Foundation
import Observation
import Testing

@testable import TerminalUI

/// A long table that records the rows it says it shows.
@Observable @MainActor
final class VisibleRowsBoard {
  var chores = (1...100).map { Chore(id: $0, title: "Chore \($0)", due: nil, points: $0) }
  var selectedID: Chore.ID?
  @ObservationIgnored var reported: [Range<Int>] = []
}

struct VisibleRowsTable: View {
  let board: VisibleRowsBoard
  var body: some View {
    Table(board.chores, selection: Binding(board, \.selectedID)) {
      TableColumn("Title", value: \Chore.title)
    }
    .onVisibleRowsChange { [board] rows in board.reported.append(rows) }
  }
}

/// `onVisibleRowsChange` through the full-screen runtime: told the rows on screen when the
/// table first shows, scrolls, or its row count changes; not told again while they stay the
/// same.
@MainActor
@Suite("Table visible rows through the runtime")
struct TableVisibleRowsTests {
  /// 30×6: the header, then five rows.
  func start(_ board: VisibleRowsBoard) throws -> InMemoryTerminal {
    try .running(Size(width: 30, height: 6)) { VisibleRowsTable(board: board) }
  }

  @Test("the first frame reports the five rows shown; moving inside them reports nothing")
  func firstFrame() throws {
    let board = VisibleRowsBoard()
    let terminal = try start(board)
    #expect(board.reported == [0..<5])
    terminal.send("jjjjk")
    #expect(board.selectedID == 4)
    #expect(board.reported == [0..<5])
  }

  @Test("one read: ↓ past the last row shown, then End, then Home: each scroll reported once, last the top")
  func scrolling() throws {
    let board = VisibleRowsBoard()
    let terminal = try start(board)
    terminal.send("jjjjjj")
    #expect(board.selectedID == 7)
    #expect(board.reported.last == 2..<7)
    terminal.send("G")
    #expect(board.reported.last == 95..<100)
    terminal.send("g")
    #expect(board.reported.last == 0..<5)
    #expect(terminal.screen.text.contains("Chore 1 "))
    // Never the same range twice in a row: a frame that shows the same rows says nothing.
    #expect(zip(board.reported, board.reported.dropFirst()).allSatisfy { $0 != $1 })
  }

  @Test("a row removed: the same positions show other rows, reported again; a row renamed is not")
  func rowRemovedInPlace() throws {
    let board = VisibleRowsBoard()
    let terminal = try start(board)
    board.chores[0].title = "Renamed"
    terminal.passTime()
    #expect(terminal.screen.text.contains("Renamed"))
    #expect(board.reported == [0..<5])
    board.chores.removeFirst()
    terminal.passTime()
    #expect(terminal.screen.text.contains("Chore 6"))
    #expect(board.reported == [0..<5, 0..<5])
  }

  @Test("fewer rows than the screen: the rows left are reported; none: an empty range")
  func rowsChange() throws {
    let board = VisibleRowsBoard()
    let terminal = try start(board)
    board.chores = Array(board.chores.prefix(3))
    terminal.passTime()
    #expect(board.reported.last == 0..<3)
    board.chores = []
    terminal.passTime()
    #expect(board.reported.last == 0..<0)
  }
}

/// `onVisibleRowsChange` in plain line mode: the rows shown are the page printed.
@MainActor
@Suite("Table visible rows in plain line mode")
struct TableVisibleRowsPlainTests {
  @Test("the first page printed is reported, then each page `more` prints")
  func pages() {
    let board = VisibleRowsBoard()
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { VisibleRowsTable(board: board) }
    let app = PlainLineApp(host: host, size: Size(width: 40, height: 10))
    let first = app.screenText()
    #expect(first.contains("1. Title: Chore 1"))
    #expect(board.reported == [0..<6])
    app.perform("more")
    #expect(app.screenText().contains("7. Title: Chore 7"))
    #expect(board.reported == [0..<6, 6..<12])
  }
}

import Foundation
import Observation
import SwitchyardTesting
import Testing

@testable import TerminalUI

/// An owner that filters its chores itself (as an app asks its database), counting how many
/// rows the table read.
@Observable @MainActor
final class SearchableBoard {
  var filterText = ""
  var selectedID: Chore.ID?
  /// Whether the rows for ``filterText`` are still being found (none shown meanwhile).
  var resultsPending = false
  let rows: CountedChores

  init(count: Int) {
    rows = CountedChores(count: count, matching: "")
  }

  /// The rows matching ``filterText`` (none while they are pending): chore `n` is titled
  /// "Chore n", so the query's digits pick every position whose number contains them —
  /// computed, never by reading the rows.
  var matching: CountedChores {
    resultsPending
      ? CountedChores(count: 0, matching: "")
      : CountedChores(count: rows.count, matching: filterText, reads: rows.reads)
  }

  /// The board's table, filtered by the board (`searchable`).
  var table: some View {
    Table(matching, selection: Binding(self, \.selectedID)) {
      TableColumn("Title", value: \Chore.title)
      TableColumn("Points", value: \Chore.points) { Text("\($0.points)") }.width(6)
    }
    .searchable(text: Binding(self, \.filterText), resultsPending: resultsPending)
  }
}

/// `count` chores made on demand, the matching ones for a query of digits ("" for all); every
/// read is counted.
struct CountedChores: RandomAccessCollection {
  final class Reads { var count = 0 }
  let total: Int
  let query: String
  let reads: Reads
  private let positions: [Int]?

  init(count: Int, matching query: String, reads: Reads = Reads()) {
    total = count
    self.query = query
    self.reads = reads
    positions = query.isEmpty ? nil : (0..<Swift.min(count, 10_000)).filter { String($0).contains(query) }
  }

  var startIndex: Int { 0 }
  var endIndex: Int { positions?.count ?? total }
  subscript(position: Int) -> Chore {
    reads.count += 1
    let number = positions?[position] ?? position
    return Chore(id: number, title: "Chore \(number)", due: nil, points: number % 10)
  }
}

/// A table made `searchable(text:)` driven through the real runtime on an in-memory terminal:
/// the query is the owner's, the rows and the count too.
@MainActor
@Suite("Table.searchable through the runtime")
struct TableSearchableTests {
  @Test(
    "one read: /, digits, Backspace and Enter edit the owner's query; the match count is the owner's rows")
  func typing() throws {
    let board = SearchableBoard(count: 1_000_000)
    let terminal = try InMemoryTerminal.running(Size(width: 40, height: 8)) { board.table }
    terminal.send("/7777\u{7F}7\r")
    #expect(board.filterText == "7777")
    let matches = board.matching.count
    #expect(matches == 1)
    #expect(terminal.screen.text.contains("/7777  (1 match)"))
    #expect(terminal.screen.text.contains("Chore 7777"))
    // Enter kept the filter: ↓ and other keys go to the rows, not to the query.
    terminal.send("j\u{1B}[B")
    #expect(board.filterText == "7777")
  }

  @Test("while the owner's results are pending the filter line and the empty rows say so, not \"No matches\"")
  func pending() throws {
    let board = SearchableBoard(count: 1_000)
    board.resultsPending = true
    let terminal = try InMemoryTerminal.running(Size(width: 40, height: 8)) { board.table }
    terminal.send("/999")
    #expect(terminal.screen.text.contains("/999▏  (searching…)"))
    #expect(terminal.screen.text.contains("Searching…") && !terminal.screen.text.contains("No matches"))
    board.resultsPending = false
    terminal.send("\r")
    #expect(terminal.screen.text.contains("/999  (1 match)") && terminal.screen.text.contains("Chore 999"))
  }

  @Test("the table reads only the rows it shows, never every row of a million to filter them")
  func readsOnlyShownRows() throws {
    let board = SearchableBoard(count: 1_000_000)
    let terminal = try InMemoryTerminal.running(Size(width: 40, height: 8)) { board.table }
    board.rows.reads.count = 0
    terminal.send("/12")
    #expect(board.filterText == "12")
    #expect(terminal.screen.text.contains("Chore 12"))
    #expect(board.rows.reads.count < 1_000)
  }

  @Test("Esc clears the owner's query and every row shows again, the chosen match still selected")
  func escape() throws {
    let board = SearchableBoard(count: 1_000)
    let terminal = try InMemoryTerminal.running(Size(width: 40, height: 8)) { board.table }
    terminal.send("/999\r")
    #expect(terminal.screen.text.contains("(1 match)"))
    #expect(board.selectedID == 999)
    terminal.send("\u{1B}")
    terminal.passTime()
    #expect(board.filterText == "")
    #expect(!terminal.screen.text.contains("match"))
    #expect(board.selectedID == 999)
    #expect(terminal.screen.text.contains("Chore 998") && terminal.screen.text.contains("Chore 999"))
  }
}

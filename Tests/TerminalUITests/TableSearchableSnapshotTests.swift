import SwitchyardTesting
import Testing

@testable import TerminalUI

/// A table made `searchable(text:)`, its filter line as typed, compared with its recorded
/// screen (`SNAPSHOT_RECORD=1 swift test --filter TableSearchableSnapshotTests` re-records).
@MainActor
@Suite("Table.searchable snapshots")
struct TableSearchableSnapshotTests {
  @Test("snapshot: the filter line of a searchable table, as typed")
  func snapshot() throws {
    let board = SearchableBoard(count: 1_000)
    let terminal = try InMemoryTerminal.running(Size(width: 30, height: 6)) { board.table }
    terminal.send("/99")
    assertSnapshot(of: terminal.screen.text, named: "table-searchable-typing")
  }
}

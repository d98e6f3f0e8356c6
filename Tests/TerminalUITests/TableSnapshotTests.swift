import Foundation
import SwitchyardTesting
import Testing

@testable import TerminalUI

/// A table's states drawn headlessly and compared with their recorded screens
/// (`SNAPSHOT_RECORD=1 swift test --filter TableSnapshotTests` re-records).
@MainActor
@Suite("Table snapshots")
struct TableSnapshotTests {
  func screen(
    _ board: ChoreBoard, width: Int = 50, height: Int = 6, styled: Bool = false, theme: Theme = .standard
  ) -> String {
    let harness = HeadlessHarness(width: width, height: height) { ChoreTable(board: board).theme(theme) }
    return styled ? harness.styledScreen : harness.screen
  }

  @Test(
    "unsorted: the header, each row's cells in their columns, the long title cut with …, the first row selected"
  )
  func unsorted() {
    let board = ChoreBoard()
    let screen = screen(board, styled: true)
    assertSnapshot(of: screen, named: "unsorted")
    #expect(board.selectedID == 1)
    #expect(screen.contains("Fix the leaking kitchen tap…"))
  }

  @Test("sorted by title ascending: ▲ on the title, in the accent colour (the dark theme's)")
  func ascending() {
    let board = ChoreBoard()
    board.sortOrder = [KeyPathComparator(\.title)]
    let screen = screen(board, styled: true, theme: .dark)
    assertSnapshot(of: screen, named: "sorted-ascending")
    #expect(screen.contains("Title ▲"))
  }

  @Test("sorted by points descending: ▼ on the points, which stay right-aligned")
  func descending() {
    let board = ChoreBoard()
    board.sortOrder = [KeyPathComparator(\.points, order: .reverse)]
    assertSnapshot(of: screen(board), named: "sorted-descending")
  }

  @Test("the selection on the third row, highlighted")
  func selection() {
    let board = ChoreBoard()
    board.selectedID = 3
    assertSnapshot(of: screen(board, styled: true), named: "selection")
  }

  @Test("empty: the header over the empty text")
  func empty() {
    assertSnapshot(of: screen(ChoreBoard([]), height: 3), named: "empty")
  }

  @Test("narrow: the title column keeps its minimum, the points are cut; wide characters stay whole")
  func narrow() {
    let screen = screen(ChoreBoard(), width: 22)
    assertSnapshot(of: screen, named: "narrow")
    #expect(screen.split(separator: "\n").allSatisfy { CharacterWidth.of($0) <= 22 })
  }

  @Test("more rows than fit: a scrollbar, the columns narrower by its cell")
  func scrolling() {
    let chores = (1...40).map { Chore(id: $0, title: "Chore \($0)", due: nil, points: $0) }
    let board = ChoreBoard(chores)
    board.selectedID = 30
    assertSnapshot(of: screen(board, width: 30, height: 5), named: "scrolled")
  }
}

import SwitchyardTesting
import Testing

@testable import TerminalUI

/// The tab view drawn headlessly, compared with its recorded screens
/// (`SNAPSHOT_RECORD=1 swift test` re-records).
@MainActor
@Suite("TabView snapshots")
struct TabViewSnapshotTests {
  func tabs(selected: String) -> some View {
    TabView(selection: .constant(selected)) {
      Tab("Inbox", value: "inbox") { Text("Three tasks due today") }.badge(3)
      Tab("Projects", value: "projects") { Text("Groceries, Work") }
      Tab("Done", value: "done") { Text("Nothing done yet") }.badge(0)
    }
  }

  @Test("the bar with a badge, the selected tab in the selection look (styled), its content below")
  func selectedFirst() {
    assertSnapshot(of: tabs(selected: "inbox"), width: 40, height: 3, named: "first", styled: true)
  }

  @Test("another tab selected: only its content shows")
  func selectedLast() {
    assertSnapshot(of: tabs(selected: "done"), width: 40, height: 3, named: "last")
  }

  @Test("tabs made in a loop and chosen with if")
  func builder() {
    let showArchive = false
    let view = TabView(selection: .constant(2)) {
      for number in 1...3 {
        Tab("Page \(number)", value: number) { Text("page \(number)") }
      }
      if showArchive {
        Tab("Archive", value: 0) { Text("archive") }
      }
    }
    #expect(HeadlessRenderer.render(view, width: 40, height: 2) == " 1 Page 1   2 Page 2   3 Page 3\npage 2")
  }
}

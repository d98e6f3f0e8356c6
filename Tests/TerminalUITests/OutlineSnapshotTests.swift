import SwitchyardTesting
import Testing

@testable import TerminalUI

/// The outline and the disclosure group in each state, drawn headlessly and compared with
/// their recorded screens (`SNAPSHOT_RECORD=1 swift test` re-records).
@MainActor
@Suite("Outline snapshots")
struct OutlineSnapshotTests {
  func garden(_ model: TreeSelection, width: Int = 24, height: Int = 8) -> HeadlessHarness {
    HeadlessHarness(width: width, height: height) { GardenOutline(model: model) }
  }

  @Test func collapsed() {
    assertSnapshot(of: garden(TreeSelection()).screen, named: "collapsed")
  }

  @Test func expanded() {
    let harness = garden(TreeSelection())
    harness.press(.right, .right, .right, .down, .down)
    assertSnapshot(of: harness.screen, named: "expanded")
    assertSnapshot(of: harness.styledScreen, named: "expanded-styled")
  }

  @Test("an unfocused outline marks its selection in the accent role")
  func unfocused() {
    let model = TreeSelection()
    let harness = HeadlessHarness(width: 24, height: 5) {
      VStack {
        OutlineGroup(model.roots, children: \.children, selection: Binding(model, \.id)) { Text($0.id) }
          .frame(height: 3)
        Button("Other") {}
      }
    }
    harness.press(.down, .tab)
    assertSnapshot(of: harness.styledScreen, named: "unfocused-styled")
  }

  @Test("deep: five levels down a generated tree, the selection scrolled into view")
  func deep() {
    let tree = CountingTree(width: 3, depth: 5)
    let harness = HeadlessHarness(width: 30, height: 8) {
      OutlineGroup(tree.roots, hasChildren: tree.hasChildren, children: tree.children) {
        Text("node " + $0.id)
      }
    }
    for _ in 0..<5 { harness.press(.right, .right) }
    harness.press(.down)
    assertSnapshot(of: harness.screen, named: "deep")
  }

  @Test("narrow: rows cut with … by display width, marks kept")
  func narrow() {
    let model = TreeSelection()
    model.roots = [
      TreeItem("日本語のフォルダ", [TreeItem("a very long leaf name indeed")]), TreeItem("Short"),
    ]
    let harness = garden(model, width: 12, height: 5)
    harness.press(.right)
    assertSnapshot(of: harness.screen, named: "narrow")
  }

  @Test("on an ASCII-only terminal the marks are + and -")
  func asciiMarks() {
    let harness = garden(TreeSelection())
    harness.host.drawsASCII = true
    harness.press(.right)
    assertSnapshot(of: harness.screen, named: "ascii")
  }

  @Test("empty: the outline says so")
  func empty() {
    let view = OutlineGroup([TreeItem](), children: \.children, emptyText: "No folders") { Text($0.id) }
    assertSnapshot(of: view, width: 20, height: 2, named: "empty")
  }

  @Test("a disclosure group, collapsed then expanded by Space")
  func disclosureGroup() {
    let harness = HeadlessHarness(width: 30, height: 5) {
      VStack {
        DisclosureGroup("Details") {
          Text("Created yesterday")
          Text("Edited today")
        }
        Text("Below")
      }
    }
    assertSnapshot(of: harness.screen, named: "disclosure-collapsed")
    harness.press(.character(" "))
    assertSnapshot(of: harness.screen, named: "disclosure-expanded")
    assertSnapshot(of: harness.styledScreen, named: "disclosure-expanded-styled")
  }
}

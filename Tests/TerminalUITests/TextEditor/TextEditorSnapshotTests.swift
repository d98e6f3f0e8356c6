import SwitchyardTesting
import Testing

@testable import TerminalUI

/// The editor's states, drawn headlessly and compared with their recorded screens
/// (`SNAPSHOT_RECORD=1 swift test --filter TextEditorSnapshotTests` re-records).
@MainActor
@Suite("TextEditor snapshots")
struct TextEditorSnapshotTests {
  /// A title field above an editor, as a form has them.
  func harness(_ text: String, width: Int = 24, height: Int = 6) -> (HeadlessHarness, () -> String) {
    var value = text
    let harness = HeadlessHarness(width: width, height: height) {
      VStack {
        TextField("Title", text: .constant("Groceries"))
        TextEditor("Notes", text: Binding(get: { value }, set: { value = $0 }), height: 4)
      }
    }
    return (harness, { value })
  }

  @Test("empty: the title stands in the first row; focused, the cursor is on it")
  func empty() {
    let (harness, _) = harness("")
    assertSnapshot(of: harness.styledScreen, named: "editor-empty")
    harness.press(.tab)
    assertSnapshot(of: harness.styledScreen, named: "editor-empty-focused")
  }

  @Test("long lines wrap at spaces by display width; a wide character is never split")
  func wrapped() {
    let (harness, _) = harness("cafe\u{301} au lait\n東京の友達にお土産を買う\nmilk, eggs, bread and butter")
    assertSnapshot(of: harness.screen, named: "editor-wrapped")
  }

  @Test("Shift-→ selects: the selection is drawn by the theme's selection role")
  func selection() {
    let (harness, text) = harness("buy milk\nand bread")
    harness.press(.tab, Key(.right, .shift), Key(.right, .shift), Key(.right, .shift))
    #expect(text() == "buy milk\nand bread")
    assertSnapshot(of: harness.styledScreen, named: "editor-selection")
  }

  @Test("more lines than rows: the rows around the cursor show after Ctrl-End")
  func scrolled() {
    let lines = (1...12).map { "line \($0)" }.joined(separator: "\n")
    let (harness, _) = harness(lines)
    harness.press(.tab, Key(.end, .control))
    assertSnapshot(of: harness.screen, named: "editor-scrolled")
  }
}

import Testing

@testable import TerminalUI

/// A filled editor still says what it is: its title stays on its first row as a label.
@MainActor
@Suite("TextEditor label")
struct TextEditorLabelTests {
  func harness(_ text: String, height: Int) -> (HeadlessHarness, () -> String) {
    var value = text
    let harness = HeadlessHarness(width: 24, height: 6) {
      VStack {
        TextEditor("Notes", text: Binding(get: { value }, set: { value = $0 }), height: height)
      }
    }
    return (harness, { value })
  }

  @Test("filled, the title stays above the text as a label; empty, it stands in the first row")
  func labelStays() {
    let (filled, _) = harness("buy milk\nand bread", height: 4)
    #expect(filled.screen.hasPrefix("Notes:\nbuy milk\nand bread"), "\(filled.screen)")
    let (empty, _) = harness("", height: 4)
    #expect(empty.screen.hasPrefix("Notes\n"), "\(empty.screen)")
  }

  @Test("an editor one row tall has no room for the label: the row is the text's")
  func oneRowHasNoLabel() {
    let (harness, _) = harness("buy milk", height: 1)
    #expect(harness.screen.hasPrefix("buy milk"), "\(harness.screen)")
    #expect(!harness.screen.contains("Notes"))
  }

  @Test("a click on a row of text under the label puts the cursor on that row")
  func clickUnderTheLabel() {
    let (harness, text) = harness("buy milk\nand bread", height: 4)
    #expect(harness.click("and bread"))
    harness.type("x")
    #expect(text() == "buy milk\nxand bread")
  }
}

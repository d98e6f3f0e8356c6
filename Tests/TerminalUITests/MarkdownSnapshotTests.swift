import SwitchyardTesting
import Testing

@testable import TerminalUI

/// Markdown samples drawn headlessly, plain and with their styles, wide and narrow.
@MainActor
@Suite("Markdown snapshots")
struct MarkdownSnapshotTests {
  static let sample = """
    # Groceries
    Buy *fresh* **bread**, `milk` and [more](https://example.com/list).

    ## Steps
    1. Go to the shop
    2. Pay — with a card that has a very long name
       - or cash
    - a bullet after a numbered list

    > A quote with **strong** words,
    > over two lines.

    ```
    let total = items.reduce(0, +)
    ```
    ---
    日本語のテキスト wraps by display width.
    """

  @Test func sample() {
    assertSnapshot(of: MarkdownText(Self.sample), width: 40, height: 22, named: "sample")
  }

  @Test func sampleStyled() {
    assertSnapshot(of: MarkdownText(Self.sample), width: 40, height: 22, named: "sample-styled", styled: true)
  }

  @Test("narrow: wrapped at 16 columns, list items hung under their text, code cut by cells")
  func narrow() {
    assertSnapshot(of: MarkdownText(Self.sample), width: 16, height: 40, named: "narrow")
  }

  @Test("escape sequences in the source never reach the cells")
  func controls() {
    let screen = HeadlessRenderer.render(
      MarkdownText("# \u{1B}]0;pwned\u{7}Title\n\u{1B}[2J*gone*"), width: 30, height: 3)
    #expect(!screen.contains("\u{1B}"))
    #expect(screen.contains("\u{FFFD}]0;pwned\u{FFFD}Title"))
  }

  @Test("a link's URL is shown once when it is its text; a hard break breaks the line")
  func links() {
    let screen = HeadlessRenderer.render(
      MarkdownText("<https://swift.org>  \n[Swift](https://swift.org)"), width: 40, height: 2)
    #expect(screen == "https://swift.org\nSwift (https://swift.org)")
  }
}

import Testing

@testable import TerminalUI

@MainActor
@Suite("Side pane")
struct SidePaneTests {
  /// `content` with `beside` in a 12-column pane from 40 columns, drawn `width` columns wide.
  static func render(width: Int) -> String {
    HeadlessRenderer.render(
      SidePane(shownFrom: 40, paneWidth: 12) {
        Text("content")
      } pane: {
        Text("beside")
      },
      width: width, height: 2)
  }

  @Test("offered the threshold's width, the pane shows on the right after a rule")
  func atThreshold() {
    let screen = Self.render(width: 40)
    let first = screen.split(separator: "\n", omittingEmptySubsequences: false)[0]
    #expect(first.hasPrefix("content"))
    #expect(first.hasSuffix("│beside"), "\(screen)")
    #expect(first.count == 34, "27 columns of content, the rule, 6 of the pane")
  }

  @Test("one column narrower, the content alone takes the width")
  func belowThreshold() {
    let screen = Self.render(width: 39)
    #expect(!screen.contains("beside"))
    #expect(!screen.contains("│"))
    #expect(screen.hasPrefix("content"))
  }

  @Test("a resize across the threshold shows the pane, and the content keeps its state")
  func resize() {
    var chosen = 0
    let harness = HeadlessHarness(width: 30, height: 5) {
      SidePane(shownFrom: 40, paneWidth: 12) {
        List(count: 3, selection: Binding(get: { chosen }, set: { chosen = $0 })) { Text("row \($0)") }
      } pane: {
        Text("pane: \(chosen)")
      }
    }
    harness.press(.down)
    #expect(!harness.screen.contains("pane:"))
    harness.size = Size(width: 50, height: 5)
    #expect(harness.screen.contains("pane: 1"), "\(harness.screen)")
    harness.press(.down)
    #expect(harness.screen.contains("pane: 2"), "the list keeps its focus and selection")
    harness.size = Size(width: 39, height: 5)
    #expect(!harness.screen.contains("pane:"))
  }

  @Test("plain line mode never shows the pane")
  func plainLines() {
    let harness = HeadlessHarness(width: 80, height: 3) {
      SidePane(shownFrom: 40, paneWidth: 12) {
        Text("content")
      } pane: {
        Text("beside")
      }
    }
    harness.host.printsLines = true
    #expect(harness.screen.contains("content"))
    #expect(!harness.screen.contains("beside"))
  }
}

import Observation
import SwitchyardTesting
import Testing

@testable import TerminalUI

@Observable @MainActor
final class GreetingMock {
  var name = ""
}

/// The previews browser through the real runtime: switching, sizes, modes, and keys reaching
/// the mock.
@MainActor
@Suite("Previews browser")
struct PreviewBrowserTests {
  let previews = [
    Preview(
      scene: "Greeting", state: "empty", sizes: [Size(width: 30, height: 4), Size(width: 20, height: 3)]
    ) {
      let mock = GreetingMock()
      VStack {
        TextField("Name", text: Binding(mock, \.name))
        Text("Hello")
      }
    },
    Preview(scene: "Farewell", state: "ready") { Text("Goodbye").foregroundStyle(.danger) },
  ]

  func start() throws -> InMemoryTerminal {
    try .running(Size(width: 120, height: 30), mouse: false) { PreviewBrowser(previews) }
  }

  @Test("lists every preview and shows the first at its first size")
  func lists() throws {
    let text = try start().screen.text
    #expect(text.contains("Greeting · empty") && text.contains("Farewell · ready"))
    #expect(text.contains("Greeting · empty — 30×4 · colour"))
    #expect(text.contains("Previews 1/2"))
  }

  @Test("one read: Tab into the preview, type a name, F2 for the next size, Ctrl-N to the next preview")
  func liveAndSwitching() throws {
    let terminal = try start()
    terminal.send("\tAda")
    #expect(terminal.screen.text.contains("Ada"))
    terminal.send("\u{1B}OQ")  // F2
    #expect(terminal.screen.text.contains("Greeting · empty — 20×3"))
    terminal.send("\u{0E}")  // Ctrl-N
    #expect(
      terminal.screen.text.contains("Farewell · ready — 80×24") && terminal.screen.text.contains("Goodbye"))
    terminal.send("\u{10}\u{10}")  // Ctrl-P twice: round to the same one
    #expect(terminal.screen.text.contains("Farewell · ready — 80×24"))
  }

  @Test("F3: colour, then no colour (attributes kept, colours gone), then plain mode's text")
  func modes() {
    let harness = HeadlessHarness(width: 120, height: 30) { PreviewBrowser(previews) }
    harness.press(.control("n"))
    #expect(harness.styledScreen.contains("fg=red⟧Goodbye"))
    harness.press(.function(3))
    #expect(harness.screen.contains("· no colour"))
    #expect(harness.styledScreen.contains("Goodbye") && !harness.styledScreen.contains("fg=red"))
    harness.press(.function(3), .control("p"))
    #expect(harness.screen.contains("Greeting · empty — 30×4 · plain"))
    #expect(harness.screen.contains("1. text field Name"))
  }
}

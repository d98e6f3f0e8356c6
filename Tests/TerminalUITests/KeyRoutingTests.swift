import Observation
import Testing

@testable import TerminalUI

/// An observable model that is not bound to the main actor, changed from another thread.
///
/// `@unchecked Sendable` is safe here: the test writes `value` once from a detached task
/// while the main actor waits for that task, so it is never accessed from two threads at once.
@Observable
final class Ticker: @unchecked Sendable {
  var value = 0
}

@MainActor
@Suite("Key routing, help overlay and re-render scheduling")
struct KeyRoutingTests {
  @Test("send reports whether anything used the key; unused keys reach onUnhandledKey")
  func sendResult() {
    var unhandled: [Key] = []
    var log: [String] = []
    let harness = HeadlessHarness(width: 30, height: 4) {
      VStack {
        Button("Go") { log.append("go") }
      }
      .onKey(.character("n"), hint: "new") { log.append("new") }
    }
    harness.host.onUnhandledKey = { unhandled.append($0) }
    _ = harness.screen
    #expect(harness.host.send(.enter))
    #expect(harness.host.send(.character("n")))
    #expect(!harness.host.send(.control("c")))
    #expect(!harness.host.send(.character("z")))
    #expect(log == ["go", "new"])
    #expect(unhandled == [.control("c"), .character("z")])
  }

  @Test("the help overlay lists every hint, closes with Esc, and lets Ctrl-C through")
  func helpOverlay() {
    var unhandled: [Key] = []
    let harness = HeadlessHarness(width: 40, height: 16) {
      VStack {
        List(count: 3, selection: .constant(0), onSubmit: { _ in }) { Text("Row \($0)") }
          .onKey(.character("d"), hint: "delete") {}
        KeyHintBar()
      }
      .onKey(.character("n"), hint: "new") {}
    }
    harness.host.onUnhandledKey = { unhandled.append($0) }
    harness.press(.character("?"))
    #expect(harness.host.showsHelp)
    let screen = harness.screen
    #expect(screen.contains("┌ Keys") && screen.contains("esc, ? or F1 to close"))
    let lines = screen.split(separator: "\n")
    for (key, label) in [("enter", "open"), ("d", "delete"), ("n", "new"), ("pgup/pgdn", "page up / down")] {
      #expect(lines.contains { $0.contains("│ \(key) ") && $0.contains(" \(label) ") }, "\(screen)")
    }
    #expect(!harness.host.send(.control("c")))
    #expect(!harness.host.send(.character("d")))
    #expect(harness.host.showsHelp)
    #expect(unhandled.isEmpty)
    harness.press(.escape)
    #expect(!harness.host.showsHelp)
    #expect(!harness.screen.contains("Keys"))
  }

  @Test("the footer follows focus: the focused view's keys, then its ancestors' hints")
  func footerFollowsFocus() {
    let harness = HeadlessHarness(width: 60, height: 3) {
      VStack {
        TextField("Title", text: .constant(""))
          .onKey(.enter, hint: "save") {}
        Toggle("Done", isOn: .constant(false))
      }
      .onKey(.escape, hint: "back") {}
    }
    // `?` types into the field, so help is F1 while it has focus.
    #expect(harness.hints.map(\.label) == ["edit title", "save", "back", "next field", "help"])
    #expect(harness.hints.last?.key == "F1")
    harness.press(.tab)
    #expect(harness.hints.map(\.label) == ["toggle", "back", "next field", "help"])
  }

  @Test("a change made off the main actor schedules a re-render there instead of trapping")
  func offMainChange() async {
    let ticker = Ticker()
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { Text("\(ticker.value)") }
    var invalidations = 0
    let (invalidated, signal) = AsyncStream.makeStream(of: Void.self)
    host.onInvalidate = {
      invalidations += 1
      signal.yield()
    }
    _ = host.render(size: Size(width: 5, height: 1))
    await Task.detached { ticker.value = 1 }.value
    for await _ in invalidated { break }  // the hop to the main actor has run
    #expect(invalidations == 1)
    #expect(host.render(size: Size(width: 5, height: 1)).lines == ["1"])
  }

  @Test("a pasted escape sequence is inserted into a text field as harmless text")
  func pastedEscape() {
    let form = Form()
    let harness = HeadlessHarness(width: 30, height: 1) { TextField("Name", text: Binding(form, \.name)) }
    harness.press(.paste("a\u{1B}[2J\u{9B}b\tc"))
    #expect(form.name == "a�[2J�b c")
    #expect(!harness.screen.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
  }

  @Test("global keys work and show in the footer after the screen's own; views come first")
  func globalKeys() {
    var log: [String] = []
    let harness = HeadlessHarness(width: 60, height: 3) {
      VStack {
        List(count: 3, selection: .constant(0)) { Text("Row \($0)") }
          .onKey(.character("x"), hint: "delete") { log.append("list x") }
        KeyHintBar()
      }
    }
    harness.host.onGlobalKey(.character("q"), hint: "quit") { log.append("quit") }
    harness.host.onGlobalKey(.character("x"), hint: "global x") { log.append("global x") }
    #expect(harness.hints.map(\.key) == ["↑↓", "x", "q", "?"])
    #expect(harness.screen.hasSuffix("↑↓ move  x delete  q quit  ? help"))
    harness.press(.character("x"), .character("q"))
    #expect(log == ["list x", "quit"])
  }

  @Test("while a text field has focus, the footer leaves out the characters it types")
  func typingFooter() {
    let form = Form()
    var quits = 0
    let harness = HeadlessHarness(width: 60, height: 3) {
      VStack {
        TextField("Title", text: Binding(form, \.name))
          .onKey(.enter, hint: "save") {}
          .onKey(.character("n"), hint: "new") {}
        Button("Go") {}
      }
    }
    harness.host.onGlobalKey(.character("q"), hint: "quit") { quits += 1 }
    #expect(harness.hints.map(\.key) == ["type", "enter", "tab", "F1"])
    harness.type("qn?")
    #expect(form.name == "qn?" && quits == 0 && !harness.host.showsHelp)
    harness.press(.tab)
    #expect(harness.hints.map(\.key) == ["enter", "q", "tab", "?"])
  }
}

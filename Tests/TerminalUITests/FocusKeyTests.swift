import Observation
import Testing

@testable import TerminalUI

@Observable @MainActor
final class Screens {
  var page = 0
  var isBusy = false
  var first = ""
  var second = ""
  var log: [String] = []
}

/// Where keys go around text fields, dialogs and focus changes.
@MainActor
@Suite("Focus and keys around text fields")
struct FocusKeyTests {
  /// A search field over a list, with screen keys around them (the app's Search tab).
  func search(_ screens: Screens) -> HeadlessHarness {
    HeadlessHarness(width: 40, height: 8) {
      VStack {
        TextField("Search", text: Binding(screens, \.first))
        List(count: 3, selection: .constant(0)) { Text("Result \($0)") }
        KeyHintBar()
      }
      .keymap([
        KeyCommand(.character("1"), "first tab") { screens.log.append("1") },
        KeyCommand(.controlRight, "next tab") { screens.log.append("ctrl-→") },
      ])
    }
  }

  @Test("Esc in a text field with nothing bound moves focus out of it, so keys act again")
  func escapeLeavesTheField() {
    let screens = Screens()
    let harness = search(screens)
    harness.type("oat 1")
    #expect(screens.first == "oat 1" && screens.log.isEmpty)
    harness.press(.escape)
    #expect(!harness.host.isTyping)
    harness.press(.character("1"), .character("?"))
    #expect(screens.log == ["1"])
    #expect(harness.host.showsHelp)
  }

  @Test("Esc in a screen's only text field lets the tab keys act; typing or Tab goes back into it")
  func escapeFromTheOnlyField() {
    let screens = Screens()
    let harness = HeadlessHarness(width: 40, height: 6) {
      VStack {
        TextField("Search", text: Binding(screens, \.first))
        KeyHintBar()
      }
      .keymap([
        KeyCommand(.character("1"), "first tab") { screens.log.append("1") },
        KeyCommand(.controlRight, "next tab") { screens.log.append("ctrl-→") },
      ])
    }
    harness.type("oat")
    harness.press(.controlRight)
    #expect(screens.log.isEmpty, "in the field, Ctrl-→ moves the cursor")
    harness.press(.escape)
    #expect(!harness.host.isTyping)
    #expect(harness.hints.map(\.key).contains("ctrl-→"))
    harness.press(.controlRight, .character("1"))
    #expect(screens.log == ["ctrl-→", "1"])
    harness.type("s")
    #expect(screens.first == "oats", "a typed key nothing binds goes back into the field")
    #expect(harness.host.isTyping)
    harness.press(.escape, .tab)
    #expect(harness.host.isTyping, "Tab goes back into the field")
  }

  @Test("Ctrl-←/→ move the cursor a word in a field instead of reaching the screen's keys")
  func wordMoves() {
    let screens = Screens()
    let harness = search(screens)
    harness.type("buy oat milk")
    #expect(!harness.hints.map(\.key).contains("ctrl-→"), "the footer does not offer what the field takes")
    harness.press(.controlLeft, .controlLeft)
    harness.type("x")
    #expect(screens.first == "buy xoat milk")
    harness.press(.controlRight, .controlRight)
    harness.type("!")
    #expect(screens.first == "buy xoat milk!")
    harness.press(Key.alt("b"))
    harness.type("_")
    #expect(screens.first == "buy xoat _milk!")
    #expect(screens.log.isEmpty)
  }

  @Test("F1 opens help from a text field (where ? types), and the help lists Esc and F1")
  func helpFromAField() {
    let screens = Screens()
    let harness = search(screens)
    harness.type("?")
    #expect(screens.first == "?" && !harness.host.showsHelp)
    #expect(harness.hints.last == KeyHint("F1", "help"))
    harness.press(.function(1))
    #expect(harness.host.showsHelp)
    let keys = harness.host.allHints.map(\.key)
    for key in ["esc", "ctrl-←/→", "tab", "shift-tab", "1", "ctrl-→"] {
      #expect(keys.contains(key), "\(key)")
    }
    harness.press(.function(1))
    #expect(!harness.host.showsHelp)
  }

  @Test("focus comes back to the view focused before, after a page is away and after a busy form")
  func focusIsKept() {
    let screens = Screens()
    let harness = HeadlessHarness(width: 40, height: 6) {
      if screens.page == 0 {
        VStack {
          TextField("First", text: Binding(screens, \.first))
          TextField("Second", text: Binding(screens, \.second))
        }
        .disabled(screens.isBusy)
        .id("page-0")
      } else {
        Button("Elsewhere") {}.id("page-1")
      }
    }
    harness.press(.tab)
    harness.type("b")
    screens.page = 1
    harness.press(.enter)
    screens.page = 0
    harness.type("c")
    #expect(screens.second == "bc", "back on the page, the second field still has focus")
    screens.isBusy = true
    harness.press(.enter)
    screens.isBusy = false
    harness.type("d")
    #expect(screens.second == "bcd", "after a submission disabled the form, focus is where it was")
  }

  @Test("defaultFocus picks the first focus; onSubmit makes Enter submit from every field inside")
  func defaultFocusAndSubmit() {
    let screens = Screens()
    let harness = HeadlessHarness(width: 40, height: 6) {
      VStack {
        TextField("First", text: Binding(screens, \.first))
        TextField("Second", text: Binding(screens, \.second)).defaultFocus()
      }
      .onSubmit { screens.log.append("submit") }
    }
    harness.type("x")
    #expect(screens.second == "x")
    harness.press(.enter, .backTab, .enter)
    #expect(screens.log == ["submit", "submit"])
    #expect(harness.hints.map(\.key).contains("enter"))
  }

  @Test("while the terminal is too small, keys do nothing but the global ones (quit)")
  func tooSmall() {
    let screens = Screens()
    let host = ViewHost(minimumSize: Size(width: 30, height: 5)) {
      List(count: 3, selection: .constant(0)) { Text("Row \($0)") }
        .keymap([KeyCommand(.character("d"), "delete") { screens.log.append("d") }])
    }
    host.onGlobalKey(.character("q"), hint: "quit") { screens.log.append("q") }
    _ = host.render(size: Size(width: 20, height: 3))
    #expect(!host.send(.character("d")))
    #expect(!host.send(.character("?")))
    #expect(host.send(.character("q")))
    #expect(screens.log == ["q"] && !host.showsHelp)
    _ = host.render(size: Size(width: 30, height: 5))
    host.send(.character("d"))
    #expect(screens.log == ["q", "d"])
  }
}

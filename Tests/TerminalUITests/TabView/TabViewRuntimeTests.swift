import Observation
import SwitchyardTesting
import Testing

@testable import TerminalUI

/// The tab a test's tab view shows, and which tabs' content was built.
@Observable @MainActor
final class TabProbe {
  var selected = "inbox"
  var reselected = 0
  @ObservationIgnored var built: [String] = []
}

/// A view that notes each time it is built.
struct BuiltProbe: View {
  let name: String
  let probe: TabProbe
  var body: some View {
    probe.built.append(name)
    return Text("\(name) content")
  }
}

/// Three tabs, the first with a badge; a binding that counts picking the tab already shown.
struct ProbeTabs: View {
  let probe: TabProbe
  var withField = false

  var body: some View {
    TabView(
      selection: Binding(
        get: { probe.selected },
        set: {
          if $0 == probe.selected { probe.reselected += 1 }
          probe.selected = $0
        })
    ) {
      Tab("Inbox", value: "inbox") { BuiltProbe(name: "inbox", probe: probe) }.badge(3)
      Tab("Today", value: "today") {
        if withField { TextField("Filter", text: .constant("")) }
        BuiltProbe(name: "today", probe: probe)
      }
      Tab("Done", value: "done") { BuiltProbe(name: "done", probe: probe) }
    }
  }
}

/// The tab view through the full-screen runtime on an in-memory terminal: many keys in one
/// read, clicks as SGR mouse reports.
@MainActor
@Suite("TabView through the runtime")
struct TabViewRuntimeTests {
  func start(
    _ probe: TabProbe, withField: Bool = false, bindings: KeyBindings = KeyBindings()
  ) throws
    -> InMemoryTerminal
  {
    try .running(Size(width: 40, height: 6), bindings: bindings) {
      ProbeTabs(probe: probe, withField: withField)
    }
  }

  @Test("only the selected tab's content is built")
  func onlySelectedBuilt() throws {
    let probe = TabProbe()
    let terminal = try start(probe)
    #expect(Set(probe.built) == ["inbox"])
    #expect(terminal.screen.text.contains("inbox content"))
    probe.built = []
    terminal.send("3")
    #expect(Set(probe.built) == ["done"])
  }

  @Test("numbers, Ctrl-→/←, Ctrl-PgDn/PgUp in one read, each to the tab current at its turn; wrapping")
  func keys() throws {
    let probe = TabProbe()
    let terminal = try start(probe)
    // 3, Ctrl-→ (wraps to Inbox), Ctrl-PgDn (Today), Ctrl-← (Inbox), Ctrl-PgUp (wraps to Done), 2.
    terminal.send("3\u{1B}[1;5C\u{1B}[6;5~\u{1B}[1;5D\u{1B}[5;5~")
    #expect(probe.selected == "done")
    terminal.send("2")
    #expect(probe.selected == "today")
    #expect(terminal.screen.text.contains("today content"))
    terminal.send("2")
    #expect(probe.reselected == 1, "picking the tab shown sets the selection again")
  }

  @Test("a click on a tab's title picks it; several clicks in one read")
  func clicks() throws {
    let probe = TabProbe()
    let terminal = try start(probe)
    let bar = terminal.screen.lines[0]
    let done = column(of: "Done", in: bar)
    let today = column(of: "Today", in: bar)
    terminal.send("\u{1B}[<0;\(done + 1);1M\u{1B}[<0;\(done + 1);1m\u{1B}[<0;\(today + 1);1M")
    #expect(probe.selected == "today")
  }

  @Test("a rebound next-tab key works; the default then does not")
  func rebound() throws {
    let probe = TabProbe()
    let terminal = try start(probe, bindings: KeyBindings(["tabs": ["next tab": [.character("n")]]]))
    terminal.send("\u{1B}[1;5C")
    #expect(probe.selected == "inbox")
    terminal.send("nn")
    #expect(probe.selected == "done")
  }

  @Test("a focused text field types the numbers; Esc leaves it and the numbers pick tabs again")
  func fieldKeepsNumbers() throws {
    let probe = TabProbe()
    probe.selected = "today"
    let terminal = try start(probe, withField: true)
    terminal.send("1")
    #expect(probe.selected == "today")
    terminal.send("\u{1B}")
    terminal.passTime()  // a lone Esc is delivered after its timeout
    terminal.send("1")
    #expect(probe.selected == "inbox")
  }

  /// The display column where `text` starts in `line`.
  func column(of text: String, in line: String) -> Int {
    guard let range = line.range(of: text) else { return -1 }
    return CharacterWidth.of(line[..<range.lowerBound])
  }
}

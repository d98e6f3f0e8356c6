import Foundation
import Observation
import SwitchyardTesting
import Testing

@testable import TerminalUI

/// A scene's state, as a component model holds it.
@Observable @MainActor
final class ShelfModel {
  var state: ComponentState<[String]> = .loading
  var retries = 0
  var added = 0

  func fail() {
    state = .error(
      StateInfo(
        "Could not load the shelf", message: "The disk is full.",
        action: .retry { [weak self] in self?.retries += 1 }))
  }

  func empty() {
    state = .empty(
      StateInfo(
        "No books yet", message: "Press n to add the first one.",
        action: StateAction("New book", key: .character("n")) { [weak self] in self?.added += 1 }))
  }
}

struct ShelfView: View {
  let model: ShelfModel
  var body: some View {
    VStack {
      Text("Shelf").bold()
      ComponentStateView(model.state) { books in
        ForEach(books, id: \.self) { Text($0) }
      }
    }
  }
}

/// Every state drawn the same way, through the real runtime on an in-memory terminal.
@MainActor
@Suite("Component states")
struct ComponentStateTests {
  func start(_ model: ShelfModel) throws -> InMemoryTerminal {
    let terminal = InMemoryTerminal(size: Size(width: 32, height: 8))
    try TerminalApp(
      host: ViewHost(minimumSize: Size(width: 10, height: 3)) { ShelfView(model: model) }, terminal: terminal
    )
    .start()
    return terminal
  }

  @Test("loading: nothing for two ticks (a quick load never flashes a spinner), then the spinner")
  func delayedSpinner() throws {
    let model = ShelfModel()
    let terminal = try start(model)
    #expect(!terminal.screen.text.contains("Loading"))
    terminal.passTime()
    #expect(!terminal.screen.text.contains("Loading"))
    terminal.passTime()
    #expect(terminal.screen.text.contains("Loading…"))
    model.state = .ready(["Dune", "Emma"])
    terminal.passTime()
    #expect(terminal.screen.text.contains("Dune") && !terminal.screen.text.contains("Loading"))
    // Loading again starts a new delay.
    model.state = .loading
    terminal.passTime()
    #expect(!terminal.screen.text.contains("Loading"))
  }

  @Test("error: title, message and Retry; r and the button both retry, in one read")
  func errorRetries() throws {
    let model = ShelfModel()
    model.fail()
    let terminal = try start(model)
    let text = terminal.screen.text
    #expect(
      text.contains("Could not load the shelf") && text.contains("The disk is full.")
        && text.contains("Retry"))
    terminal.send("r\r")
    #expect(model.retries == 2)
  }

  @Test("empty: the action's key works and shows in the footer's hints")
  func emptyAction() throws {
    let model = ShelfModel()
    model.empty()
    let terminal = try InMemoryTerminal.running(Size(width: 40, height: 8), mouse: false) {
      VStack {
        ShelfView(model: model); KeyHintBar()
      }
    }
    #expect(terminal.screen.text.contains("n new book"))
    terminal.send("nn")
    #expect(model.added == 2)
  }

  @Test("an action that is a rebindable command follows the user's bindings, in the footer once")
  func reboundAction() throws {
    let create = CommandKeys("new book", .character("n"))
    let keymap = Keymap("shelf", [create])
    let model = ShelfModel()
    model.state = .empty(
      StateInfo(
        "No books yet",
        action: StateAction("New book", command: create, in: keymap) { [weak model] in model?.added += 1 }))
    let host = ViewHost {
      VStack {
        ShelfView(model: model).keymap([KeyCommand(create) { model.added += 100 }], in: keymap)
        KeyHintBar()
      }
    }
    host.keyBindings.bind([.character("a")], to: "new book", in: "shelf")
    let terminal = InMemoryTerminal(size: Size(width: 40, height: 8))
    try TerminalApp(host: host, terminal: terminal).start()
    let footer = terminal.screen.text
    #expect(footer.contains("a new book") && !footer.contains("n new book"))
    #expect(footer.components(separatedBy: "a new book").count == 2, "shown once:\n\(footer)")
    terminal.send("na")
    #expect(model.added == 1, "n is no longer bound; a runs the state's action, nearest to the focus")
  }

  @Test("snapshots: empty, error (danger title) and ready")
  func snapshots() {
    let model = ShelfModel()
    model.empty()
    assertSnapshot(of: ShelfView(model: model), width: 30, height: 6, named: "state-empty", styled: true)
    model.fail()
    assertSnapshot(of: ShelfView(model: model), width: 30, height: 6, named: "state-error", styled: true)
    model.state = .ready(["Dune", "Emma"])
    assertSnapshot(of: ShelfView(model: model), width: 30, height: 4, named: "state-ready")
  }

  @Test("plain mode: the title and message print as lines, the action is a numbered button")
  func plainMode() {
    let model = ShelfModel()
    model.fail()
    let app = PlainLineApp(host: ViewHost { ShelfView(model: model) }, size: Size(width: 60, height: 10))
    app.output = { _ in }
    let text = app.screenText()
    #expect(text.contains("Could not load the shelf") && text.contains("The disk is full."))
    #expect(text.contains("1. button Retry"))
    app.perform("1")
    #expect(model.retries == 1)
  }

  @Test("map keeps loading, empty and error, and transforms the ready value")
  func map() {
    let info = StateInfo("None")
    #expect(ComponentState<Int>.ready(2).map { $0 * 10 } == .ready(20))
    #expect(ComponentState<Int>.empty(info).map { $0 * 10 } == .empty(info))
    #expect(ComponentState<Int>.loading.map { $0 * 10 }.isLoading)
    #expect(ComponentState<Int>.ready(3).value == 3 && ComponentState<Int>.loading.value == nil)
  }
}

import SwitchyardTesting
import Testing

@testable import TerminalUI

/// Pickers and menus driven through the full-screen runtime on an in-memory terminal: many
/// keys in one read, clicks as SGR mouse reports, pauses as the terminal's clock passing.
@MainActor
@Suite("Picker and Menu through the runtime")
struct PickerRuntimeTests {
  func start(_ order: Order) throws -> InMemoryTerminal { try startHost(order).terminal }

  func startHost(_ order: Order) throws -> (terminal: InMemoryTerminal, host: ViewHost) {
    try InMemoryTerminal.runningHost(Size(width: 40, height: 16)) { OrderForm(order: order) }
  }

  @Test("one read: Space opens the menu, letters jump to an option, Enter picks it and closes the menu")
  func typeAhead() throws {
    let order = Order()
    let terminal = try start(order)
    terminal.send(" apr\r")
    #expect(order.fruit == "Apricot")
    #expect(!terminal.screen.text.contains("┌ Fruit"))
    terminal.send("\rc\r")
    #expect(order.fruit == "Cherry")
  }

  @Test("a pause starts the typing again; the same letter twice goes on to the next option with it")
  func typeAheadPause() throws {
    let order = Order()
    order.fruit = "Apple"
    let terminal = try start(order)
    terminal.send("\rb")
    terminal.passTime()
    terminal.send("b\r")
    #expect(order.fruit == "Banana")
    terminal.send("\rbb\r")
    #expect(order.fruit == "Blueberry")
    // "bl" is a prefix of its own: no cycling.
    terminal.send("\ra")
    terminal.passTime()
    terminal.send("bl\r")
    #expect(order.fruit == "Blueberry")
  }

  @Test("↑/↓, Home/End move in the open menu; Esc closes it and keeps the value; the footer says so")
  func arrowsAndEscape() throws {
    let order = Order()
    let (terminal, host) = try startHost(order)
    terminal.send("\r\u{1B}[B\u{1B}[B")
    #expect(host.hints.map { "\($0.key) \($0.label)" }.contains("esc close"))
    terminal.send("\u{1B}")
    terminal.passTime()
    #expect(order.fruit == "Banana")
    #expect(!terminal.screen.text.contains("┌ Fruit"))
    terminal.send("\r\u{1B}[F\u{1B}[A\r")
    #expect(order.fruit == "Blueberry")
    terminal.send("\r\u{1B}[H\r")
    #expect(order.fruit == "Apple")
  }

  @Test("a click opens the menu, a click on an option picks it; a click outside closes it")
  func mouse() throws {
    let order = Order()
    let terminal = try start(order)
    // "Fruit: Banana ▾" on row 1: the value starts at column 8 (1-based).
    terminal.send("\u{1B}[<0;9;1M\u{1B}[<0;9;1m")
    let lines = terminal.screen.lines
    let row = try #require(lines.firstIndex { $0.contains("Cherry") })
    terminal.send("\u{1B}[<0;12;\(row + 1)M\u{1B}[<0;12;\(row + 1)m")
    #expect(order.fruit == "Cherry")
    terminal.send("\u{1B}[<0;9;1M\u{1B}[<0;38;15M")
    #expect(order.fruit == "Cherry")
    #expect(!terminal.screen.text.contains("┌ Fruit"))
  }

  @Test("an inline radio group: →/← move the highlight, Space chooses, ↓ goes on; a click chooses an option")
  func radioGroup() throws {
    let order = Order()
    let terminal = try start(order)
    terminal.send("\t\u{1B}[C ")
    #expect(order.size == 3)
    terminal.send("\u{1B}[D\u{1B}[D\r")
    #expect(order.size == 1)
    // ← on the first option goes back to the picker before it.
    terminal.send("\u{1B}[D ")
    #expect(terminal.screen.text.contains("┌ Fruit"))
    terminal.send("\u{1B}")
    terminal.passTime()
    let line = try #require(terminal.screen.lines.first { $0.contains("Medium") })
    let column = CharacterWidth.of(String(line[..<line.range(of: "Medium")!.lowerBound]))
    terminal.send("\u{1B}[<0;\(column + 1);2M")
    #expect(order.size == 2)
    // On one line, ↓ goes on to the next view (the date picker takes the typing).
    terminal.send("\u{1B}[B2027-01-01\r")
    #expect(order.due == CalendarDay(year: 2027, month: 1, day: 1))
  }

  @Test("a menu runs the chosen command after it closes; a disabled one is skipped and cannot be chosen")
  func commandMenu() throws {
    let order = Order()
    let terminal = try start(order)
    terminal.send("\t\t\t\r\u{1B}[B\r")
    #expect(order.log == ["delete"])
    // "d" skips the disabled "Duplicate" for "Delete"; "du" then names only "Duplicate", and the
    // highlight stays where "d" put it.
    terminal.send("\rdu\r")
    #expect(order.log == ["delete", "delete"])
    terminal.send("\r\r")
    #expect(order.log == ["delete", "delete", "rename"])
  }

  @Test("while a menu is open, keys never reach the views behind it")
  func modal() throws {
    let order = Order()
    var quits = 0
    let (terminal, host) = try InMemoryTerminal.runningHost(Size(width: 40, height: 16)) {
      OrderForm(order: order).onKey(.character("q")) { quits += 1 }
    }
    terminal.send("\rq\t")
    #expect(quits == 0)
    #expect(host.focusedID == host.focusables.first?.id)
    terminal.send("\u{1B}")
    terminal.passTime()
    terminal.send("q")
    #expect(quits == 1)
  }

  @Test("the menu's and the calendar's keys follow the user's bindings, and so does the footer")
  func rebound() throws {
    let order = Order()
    let (terminal, host) = try startHost(order)
    host.keyBindings = KeyBindings([
      "menu": ["down": [.character("j")]], "date picker": ["today": [.character(".")]],
    ])
    host.today = { CalendarDay(year: 2026, month: 11, day: 20) }
    terminal.send("\r")
    #expect(host.hints.map(\.key).contains("↑j"))
    // "j" moves down now (it is no longer typed ahead): Banana to Blueberry.
    terminal.send("j\r")
    #expect(order.fruit == "Blueberry")
    terminal.send("\t\t\r.\r")
    #expect(order.due == CalendarDay(year: 2026, month: 11, day: 20))
    #expect(KeyBindings().problems(in: [.menu, .radioGroup, .datePicker]).isEmpty)
  }

  @Test("a menu closes when its picker leaves the screen, and keys go to the screen again")
  func ownerGone() {
    let order = Order()
    var pressed = 0
    let harness = HeadlessHarness(width: 30, height: 10) {
      VStack {
        if order.showsFruit {
          Picker("Fruit", selection: Binding(order, \.fruit)) {
            ForEach(fruits, id: \.self) { Text($0).tag($0) }
          }
        }
        Button("Other") { pressed += 1 }
      }
    }
    harness.press(.enter)
    #expect(harness.host.popover != nil)
    order.showsFruit = false
    #expect(!harness.screen.contains("┌ Fruit"))
    #expect(harness.host.popover == nil)
    harness.press(.enter)
    #expect(pressed == 1)
  }
}

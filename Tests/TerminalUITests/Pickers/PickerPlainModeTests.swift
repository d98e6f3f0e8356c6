import Testing

@testable import TerminalUI

/// Pickers, menus and date pickers in plain line mode: what a screen reader or a script reads,
/// and lines that set them.
@MainActor
@Suite("Pickers in plain line mode")
struct PickerPlainModeTests {
  func app(_ order: Order) -> (PlainLineApp, () -> [String]) {
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { OrderForm(order: order) }
    host.today = { CalendarDay(year: 2026, month: 11, day: 20) }
    let app = PlainLineApp(host: host, size: Size(width: 50, height: 16))
    var said: [String] = []
    app.output = { said.append($0) }
    return (app, { said })
  }

  @Test("each control reads as its kind, title, value and choices")
  func reading() {
    let (app, _) = app(Order())
    let text = app.screenText()
    #expect(text.contains("1. picker Fruit: Banana (Apple, Apricot, Banana, Blueberry, Cherry)"))
    #expect(text.contains("2. picker Size: Medium (Small, Medium, Large)"))
    #expect(text.contains("3. date picker Due: 2026-11-26"))
    #expect(text.contains("4. menu Actions (Rename, Duplicate, Delete)"))
  }

  @Test("picking a picker opens its menu, which says how to answer; a line names the option")
  func pickerByLine() {
    let order = Order()
    let (app, said) = app(order)
    app.perform("1")
    #expect(app.screenText().contains("Fruit — type one: Apple, Apricot, Banana (chosen), Blueberry, Cherry"))
    app.perform("cherry")
    #expect(order.fruit == "Cherry")
    #expect(!app.screenText().contains("type one"))
    // Focused, a line sets it without the menu; a unique start is enough; a wrong name says so.
    app.perform("blue")
    #expect(order.fruit == "Blueberry")
    app.perform("ap")
    #expect(order.fruit == "Blueberry")
    #expect(said().last?.contains("No single option “ap” in Fruit: Apple, Apricot, Banana") == true)
  }

  @Test("a date picker takes a line as a date, ISO or relative; a wrong one is said and changes nothing")
  func dateByLine() {
    let order = Order()
    let (app, said) = app(order)
    app.perform("3")
    #expect(app.screenText().contains("Due — type a date (YYYY-MM-DD, +3); highlighted 2026-11-26"))
    app.perform("2026-12-24")
    #expect(order.due == CalendarDay(year: 2026, month: 12, day: 24))
    // A signed number is text, not an action's number.
    #expect(PlainCommand("+1") == .text("+1"))
    app.perform("+1")
    #expect(order.due == CalendarDay(year: 2026, month: 11, day: 21))
    app.perform("2026-02-30")
    #expect(order.due == CalendarDay(year: 2026, month: 11, day: 21))
    #expect(said().last?.contains("Due: not a date: YYYY-MM-DD, +3.") == true)
    app.perform("")
    #expect(order.due == nil)
  }

  @Test("a menu opened by its number runs the command a line names")
  func menuByLine() {
    let order = Order()
    let (app, _) = app(order)
    app.perform("4")
    #expect(app.screenText().contains("Actions — type one: Rename, Duplicate, Delete"))
    app.perform("rename")
    #expect(order.log == ["rename"])
    app.perform("back")
    app.perform("Delete")
    #expect(order.log == ["rename", "delete"])
  }
}

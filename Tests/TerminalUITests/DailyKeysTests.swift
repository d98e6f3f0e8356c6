import Observation
import Testing

@testable import TerminalUI

@Observable @MainActor
final class DailyKeysModel {
  var text = ""
  var day: CalendarDay? = CalendarDay(year: 2026, month: 3, day: 11)
  var log: [String] = []
  var sorted = false
}

/// The keys a daily user reaches for: word deletion in fields, Vim keys in the calendar,
/// rebinding `?`, `/` and the tab numbers, clicks on the footer and inside list rows.
@MainActor
@Suite("Daily keys: fields, calendar, rebinding, clicks")
struct DailyKeysTests {
  @Test("Ctrl-W and Alt-Backspace delete the word before the cursor, as in readline")
  func deleteWord() {
    let model = DailyKeysModel()
    let harness = HeadlessHarness(width: 40, height: 3) { TextField("Title", text: Binding(model, \.text)) }
    harness.type("buy oat milk")
    harness.press(.control("w"))
    #expect(model.text == "buy oat ")
    harness.press(Key(.backspace, [.alt]))
    #expect(model.text == "buy ")
    harness.press(.left, .control("w"))
    #expect(model.text == " ", "the word before the cursor, the space after it kept")
  }

  @Test("the calendar takes h/l for a day and k/j for a week")
  func calendarVimKeys() {
    let model = DailyKeysModel()
    let harness = HeadlessHarness(width: 40, height: 14) {
      DatePicker("Due", selection: Binding(model, \.day))
    }
    harness.press(.enter, .character("l"), .character("j"), .character("h"), .character("k"), .character("l"))
    harness.press(.enter)
    #expect(model.day == CalendarDay(year: 2026, month: 3, day: 12), "\(harness.screen)")
  }

  @Test("?, / and the tab numbers follow the user's bindings")
  func rebindableKeys() {
    let model = DailyKeysModel()
    let harness = HeadlessHarness(width: 60, height: 12) {
      TabView(selection: Binding(model, \.text)) {
        Tab("One", value: "") {
          List(count: 3, selection: .constant(0)) { Text("Row \($0)") }.searchable(text: .constant(""))
        }
        Tab("Two", value: "two") { Text("Second") }
      }
    }
    harness.host.keyBindings = KeyBindings([
      "help": ["help": [.character("h")]], "list": ["filter": [.character("f")]],
      "tabs": ["tab 2": [.alt("2")]],
    ])
    harness.press(.character("/"))
    #expect(!harness.hints.contains { $0.label == "keep filter" }, "/ no longer filters")
    #expect(harness.hints.contains { $0.key == "f" && $0.label == "filter" })
    harness.press(.character("f"))
    #expect(harness.hints.contains { $0.label == "keep filter" })
    harness.press(.escape)
    harness.press(.character("?"))
    #expect(!harness.host.showsHelp, "? is no longer help")
    harness.press(.character("h"))
    #expect(harness.host.showsHelp)
    harness.press(.escape)
    harness.press(.character("2"))
    #expect(model.text == "", "2 no longer shows tab 2")
    harness.press(.alt("2"))
    #expect(model.text == "two")
  }

  @Test("a click on a footer hint presses its key; a click on an onClick view in a row runs it")
  func clicks() {
    let model = DailyKeysModel()
    let harness = HeadlessHarness(width: 50, height: 6) {
      VStack {
        List(count: 3, selection: .constant(0)) { index in
          HStack {
            Text("[ ]").onClick { model.log.append("box \(index)") }
            Text("Row \(index)")
          }
        }
        KeyHintBar()
      }
      .keymap([KeyCommand(.character("x"), "remove") { model.log.append("x") }])
    }
    #expect(harness.click("[ ]  Row 0") || harness.click("[ ] Row 0"))
    harness.send(MouseEvent(.press, column: 2, row: 1))
    #expect(model.log == ["box 0", "box 1"], "\(model.log)")
    #expect(harness.click("remove"))
    #expect(model.log.last == "x")
  }
}

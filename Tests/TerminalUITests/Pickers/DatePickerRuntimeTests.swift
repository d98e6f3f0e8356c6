import Foundation
import SwitchyardTesting
import Testing

@testable import TerminalUI

/// The date picker through the full-screen runtime: the calendar's keys, typed dates and
/// clicks, with today injected.
@MainActor
@Suite("DatePicker through the runtime")
struct DatePickerRuntimeTests {
  func start(_ order: Order, range: ClosedRange<CalendarDay>? = nil) throws -> (InMemoryTerminal, ViewHost) {
    let (terminal, host) = try InMemoryTerminal.runningHost(
      Size(width: 40, height: 16), prepare: { $0.today = { .day(2026, 11, 20) } }
    ) { OrderForm(order: order, range: range) }
    terminal.send("\t\t")
    return (terminal, host)
  }

  @Test("one read: across the year's end by days, back by a month and a week, on by a year, then picked")
  func acrossTheYear() throws {
    let order = Order()
    order.due = .day(2026, 12, 30)
    let (terminal, _) = try start(order)
    terminal.send("\r\u{1B}[C\u{1B}[C\u{1B}[C")
    #expect(terminal.screen.text.contains("January 2027"))
    // PgUp: 2026-12-02; ↑: 2026-11-25; Shift-PgDn: 2027-11-25.
    terminal.send("\u{1B}[5~\u{1B}[A\u{1B}[6;2~\r")
    #expect(order.due == .day(2027, 11, 25))
    terminal.send("\rt\u{1B}[6~\u{1B}[F\r")
    #expect(order.due == .day(2026, 12, 31))
  }

  @Test("a date typed in the field: ISO, relative, invalid (a message, nothing changed), Esc takes it back")
  func typed() throws {
    let order = Order()
    let (terminal, _) = try start(order)
    terminal.send("2027-01-15\r")
    #expect(order.due == .day(2027, 1, 15))
    #expect(terminal.screen.text.contains("Due: 2027-01-15"))
    terminal.send("+3\r")
    #expect(order.due == .day(2026, 11, 23))
    terminal.send("2027-02-30\r")
    #expect(order.due == .day(2026, 11, 23))
    #expect(terminal.screen.text.contains("Due: 2027-02-30  not a date: YYYY-MM-DD"))
    terminal.send("\u{1B}")
    terminal.passTime()
    #expect(order.due == .day(2026, 11, 23))
    #expect(terminal.screen.text.contains("Due: 2026-11-23"))
    // Typing a day sets it at once; Esc puts back the day from before the typing.
    terminal.send("tomorrow")
    #expect(order.due == .day(2026, 11, 21))
    terminal.send("\u{1B}")
    terminal.passTime()
    #expect(order.due == .day(2026, 11, 23))
    // Emptied, an optional date is none; Backspace edits the date shown.
    terminal.send("\u{15}\r")
    #expect(order.due == nil)
    terminal.send("2026-11-2\u{7F}29\r")
    #expect(order.due == .day(2026, 11, 29))
    terminal.send("\u{7F}8\r")
    #expect(order.due == .day(2026, 11, 28))
  }

  @Test(
    "within a range, the highlight stops at its ends; a click on a dimmed day picks nothing, on a day picks it"
  )
  func range() throws {
    let order = Order()
    let (terminal, _) = try start(order, range: .day(2026, 11, 5)...(.day(2026, 11, 27)))
    terminal.send("\r\u{1B}[6~\u{1B}[C\r")
    #expect(order.due == .day(2026, 11, 27))
    terminal.send("\r")
    let lines = terminal.screen.lines
    let row = try #require(lines.firstIndex { $0.contains(" 2  3  4  5  6  7  8") })
    let line = lines[row]
    func column(of text: String) -> Int {
      CharacterWidth.of(String(line[..<line.range(of: text)!.lowerBound])) + 1
    }
    terminal.send("\u{1B}[<0;\(column(of: " 3") + 1);\(row + 1)M")
    #expect(order.due == .day(2026, 11, 27))
    terminal.send("\u{1B}[<0;\(column(of: " 6") + 1);\(row + 1)M")
    #expect(order.due == .day(2026, 11, 6))
  }

  @Test("navigation in the calendar agrees with Foundation's Gregorian calendar (seeded walks)")
  func agreesWithFoundation() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    var random = SeededRandomNumberGenerator(seed: 20)
    let moves: [(bytes: String, component: Calendar.Component, value: Int)] = [
      ("\u{1B}[D", .day, -1), ("\u{1B}[C", .day, 1), ("\u{1B}[A", .day, -7), ("\u{1B}[B", .day, 7),
      ("\u{1B}[5~", .month, -1), ("\u{1B}[6~", .month, 1), ("\u{1B}[5;2~", .year, -1),
      ("\u{1B}[6;2~", .year, 1),
    ]
    for _ in 0..<20 {
      let order = Order()
      let (terminal, host) = try start(order)
      var expected = calendar.date(from: DateComponents(year: 2026, month: 11, day: 26))!
      terminal.send("\r")
      for _ in 0..<10 {
        let steps = (0..<Int.random(in: 1...20, using: &random)).map { _ in
          moves.randomElement(using: &random)!
        }
        terminal.send(steps.map(\.bytes).joined())
        for step in steps {
          expected = calendar.date(byAdding: step.component, value: step.value, to: expected)!
        }
        let cursor = try #require((host.popover?.content as? CalendarPopover)?.cursor)
        #expect(cursor.date() == expected)
      }
      terminal.send("\r")
      #expect(order.due?.date() == expected)
    }
  }
}

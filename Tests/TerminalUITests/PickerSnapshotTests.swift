import SwitchyardTesting
import Testing

@testable import TerminalUI

/// Pickers, menus and date pickers drawn headlessly in each state, compared with their
/// recorded screens (`SNAPSHOT_RECORD=1 swift test --filter PickerSnapshotTests` re-records).
@MainActor
@Suite("Picker snapshots")
struct PickerSnapshotTests {
  func form(
    _ order: Order, range: ClosedRange<CalendarDay>? = nil, width: Int = 40, height: Int = 16
  )
    -> HeadlessHarness
  {
    let harness = HeadlessHarness(width: width, height: height) { OrderForm(order: order, range: range) }
    harness.host.today = { .day(2026, 11, 20) }
    return harness
  }

  @Test func closed() {
    let harness = form(Order())
    assertSnapshot(of: harness.screen, named: "closed")
    assertSnapshot(of: harness.styledScreen, named: "closed-styled")
  }

  @Test func openMenu() {
    let harness = form(Order())
    harness.press(.enter, .down)
    assertSnapshot(of: harness.screen, named: "menu-open")
    assertSnapshot(of: harness.styledScreen, named: "menu-open-styled")
  }

  @Test("a menu with no room below opens above its picker, and scrolls when the screen is short")
  func menuAbove() {
    let order = Order()
    let harness = HeadlessHarness(width: 30, height: 6) {
      VStack {
        Spacer()
        Picker("Fruit", selection: Binding(order, \.fruit)) {
          ForEach(fruits, id: \.self) { Text($0).tag($0) }
        }
      }
    }
    harness.press(.enter)
    assertSnapshot(of: harness.screen, named: "menu-above")
    harness.size = Size(width: 30, height: 4)
    harness.press(.end)
    assertSnapshot(of: harness.screen, named: "menu-scrolled")
  }

  @Test func radioGroups() {
    let order = Order()
    let harness = HeadlessHarness(width: 30, height: 7) {
      VStack {
        Picker("Fruit", selection: Binding(order, \.fruit)) {
          ForEach(fruits.prefix(3), id: \.self) { Text($0).tag($0) }
        }
        Picker("Size", selection: Binding(order, \.size)) {
          Text("Small").tag(1)
          Text("Medium").tag(2)
          Text("Large").tag(3)
        }
        .pickerStyle(.inline)
      }
      .pickerStyle(.radioGroup)
    }
    harness.press(.down)
    assertSnapshot(of: harness.styledScreen, named: "radio-group")
  }

  @Test("a menu of commands: a disabled one dimmed, a divider, a destructive one in danger's colour")
  func commandMenu() {
    let harness = form(Order())
    harness.press(.tab, .tab, .tab, .enter)
    assertSnapshot(of: harness.styledScreen, named: "command-menu")
  }

  @Test("November 2026 starts on a Sunday: six rows of weeks; today underlined, the field's day in accent")
  func calendarMonthStartingSunday() {
    let harness = form(Order())
    harness.press(.tab, .tab, .enter, .left)
    assertSnapshot(of: harness.screen, named: "calendar-november-2026")
    assertSnapshot(of: harness.styledScreen, named: "calendar-november-2026-styled")
  }

  @Test("February of a leap year (2028) has a 29th")
  func leapFebruary() {
    let order = Order()
    order.due = .day(2028, 2, 29)
    let harness = form(order)
    harness.press(.tab, .tab, .enter)
    assertSnapshot(of: harness.screen, named: "calendar-february-2028")
  }

  @Test("days outside the range are dimmed")
  func outOfRange() {
    let harness = form(Order(), range: .day(2026, 11, 5)...(.day(2026, 11, 27)))
    harness.press(.tab, .tab, .enter)
    assertSnapshot(of: harness.styledScreen, named: "calendar-range-styled")
  }

  @Test("a typed date that is not one shows what is wrong in the field")
  func typedProblem() {
    let harness = form(Order(), range: .day(2026, 1, 1)...(.day(2026, 12, 31)), width: 50, height: 5)
    harness.press(.tab, .tab)
    harness.type("2026-13-01")
    harness.press(.enter)
    assertSnapshot(of: harness.screen, named: "date-typed-invalid")
    harness.press(.control("u"))
    harness.type("2027-01-01")
    harness.press(.enter)
    assertSnapshot(of: harness.screen, named: "date-typed-out-of-range")
  }
}

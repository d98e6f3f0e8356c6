import Observation
import TerminalUI

/// An order form's values, as a model holds them.
@Observable @MainActor
final class Order {
  var fruit = "Banana"
  var size = 2
  var due: CalendarDay? = CalendarDay(year: 2026, month: 11, day: 26)
  var log: [String] = []
  var showsFruit = true
}

/// Fruit names in order; two start with "Ap", two with "B".
let fruits = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"]

/// A picker, a radio group, a menu and a date picker in a form.
struct OrderForm: View {
  let order: Order
  var range: ClosedRange<CalendarDay>?

  var body: some View {
    VStack {
      Picker("Fruit", selection: Binding(order, \.fruit)) {
        ForEach(fruits, id: \.self) { Text($0).tag($0) }
      }
      Picker("Size", selection: Binding(order, \.size)) {
        Text("Small").tag(1)
        Text("Medium").tag(2)
        Text("Large").tag(3)
      }
      .pickerStyle(.inline)
      DatePicker("Due", selection: Binding(order, \.due), in: range)
      Menu("Actions") {
        Button("Rename") { order.log.append("rename") }
        Button("Duplicate") { order.log.append("duplicate") }.disabled()
        Divider()
        Button("Delete", role: .destructive) { order.log.append("delete") }
      }
    }
  }
}

extension CalendarDay {
  /// A day of 2026 or another year, briefly.
  static func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDay {
    CalendarDay(year: year, month: month, day: day)
  }
}

import Observation
import Switchyard

extension GalleryPages {
  /// Pickers in their three styles, a date picker within the next sixty days, and a menu of
  /// commands.
  var pickers: some View { PickersPage() }
}

/// What the pickers page chooses.
@Observable @MainActor
final class PickersPageModel {
  var flavour = "Vanilla"
  var size = 2
  var shipping = "Standard"
  var delivery: CalendarDay?
  var orders = 0
}

/// The pickers page: its choices live as long as the page shows.
struct PickersPage: View {
  @StateObject var model = PickersPageModel()
  static let flavours = ["Chocolate", "Coconut", "Coffee", "Lemon", "Mango", "Mint", "Pistachio", "Vanilla"]

  var body: some View {
    let today = CalendarDay.today()
    VStack(spacing: 1) {
      Picker("Flavour", selection: Binding(model, \.flavour)) {
        ForEach(Self.flavours, id: \.self) { Text($0).tag($0) }
      }
      Picker("Size", selection: Binding(model, \.size)) {
        Text("Small").tag(1)
        Text("Medium").tag(2)
        Text("Large").tag(3)
      }
      .pickerStyle(.inline)
      Picker("Shipping", selection: Binding(model, \.shipping), options: ["Standard", "Express", "Pick up"]) {
        $0
      }
      .pickerStyle(.radioGroup)
      DatePicker("Deliver on", selection: Binding(model, \.delivery), in: today...today.adding(days: 60))
      Menu("Order") {
        Button("Place the order") { model.orders += 1 }
        Button("Save for later") {}.disabled()
        Divider()
        Button("Start again", role: .destructive) { model.delivery = nil }
      }
      Text(
        "\(model.flavour), size \(model.size), \(model.shipping.lowercased()), "
          + (model.delivery.map { "on \($0)" } ?? "no day yet") + " — \(model.orders) placed"
      )
      .foregroundStyle(.muted)
      Text("Enter opens a menu · letters jump to an option · t is today in the calendar")
        .foregroundStyle(.muted)
    }
  }
}

/// A tab view's bar: ` 1 Inbox ` per tab (the number for the first nine), the selected one in
/// the theme's selection look, each tab's badge after its title, and a click picking a tab.
struct TabBar<Value: Hashable>: View {
  let tabs: [Tab<Value>]
  let selected: Value
  /// Whether the selected title says so in words (plain line mode, where looks do not print).
  let marksSelection: Bool
  let select: @MainActor (Value) -> Void

  var body: some View {
    HStack(spacing: 1) {
      // By index: a key path into a generic tuple (`\.offset`) is made anew every frame.
      ForEach(tabs.indices, id: \.self) { index in
        label(number: index + 1, tab: tabs[index]).onClick { select(tabs[index].value) }
      }
      Spacer()
    }
  }

  @ViewBuilder
  private func label(number: Int, tab: Tab<Value>) -> some View {
    let isSelected = tab.value == selected
    let title = " \(number) \(tab.title)\(isSelected && marksSelection ? " (selected)" : "") "
    HStack(spacing: 0) {
      if isSelected {
        Text(title).foregroundStyle(.selection).bold()
      } else {
        Text(title)
      }
      if let badge = tab.badgeText { Badge(badge) }
    }
  }
}

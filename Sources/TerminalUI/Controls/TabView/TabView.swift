/// Tabs: a bar with each tab's number, title and badge, the selected one in the theme's
/// selection look, and below it the selected tab's content — the only one built.
///
/// The tab numbers 1…9 pick a tab; Ctrl-→/← or Ctrl-Page Down/Up step through them, wrapping
/// around (rebindable as `[keys.tabs]`, ``Keymap/tabs``); a click on a title picks its tab.
/// These keys work while the focus is anywhere inside the tab view, unless the focused view
/// uses them (a text field types the numbers, and moves by a word on Ctrl-←/→). Picking the tab
/// that shows sets the selection to it again, so a model can take that to mean "back to the
/// start" as `TabViewFlow` does. In plain line mode the bar reads `1 Inbox (selected)  2 Done`,
/// and `key 2` picks a tab.
///
/// With `tabs` a model whose `selected` property holds the selected tab's value:
///
/// ```swift
/// TabView(selection: Binding(tabs, \.selected)) {
///   Tab("Inbox", value: "inbox") { Text("Three tasks") }.badge(3)
///   Tab("Done", value: "done") { Text("Nothing done yet") }
/// }
/// ```
public struct TabView<Selection: Hashable>: View, PrimitiveView {
  let selection: Binding<Selection>
  let tabs: [Tab<Selection>]

  /// Tabs selected by `selection`, listed in `content`.
  public init(selection: Binding<Selection>, @TabContentBuilder<Selection> content: () -> [Tab<Selection>]) {
    self.selection = selection
    self.tabs = content()
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    let selected = selection.wrappedValue
    let tab = tabs.first { $0.value == selected }
    let view = VStack(spacing: 0) {
      TabBar(tabs: tabs, selected: selected, marksSelection: context.host.printsLines) { select($0) }
      // Each tab's views keep their state under an identity of its own.
      if let tab { tab.content().id(context.id + ".tab-" + IdentityText.remembered(tab.value)) }
    }
    .keymap(commands, in: .tabs)
    return view.nodes(context)
  }

  /// The keys: next and previous tab, then `tab 1` … `tab 9` (1…9) for the first nine tabs.
  /// Built on every frame, so by index into one array: no generic sequence adapters.
  private var commands: [KeyCommand] {
    let numbered = min(9, tabs.count)
    var commands: [KeyCommand] = []
    commands.reserveCapacity(2 + numbered)
    commands.append(KeyCommand(Keymap.tabs.commands[0]) { step(by: 1) })
    commands.append(KeyCommand(Keymap.tabs.commands[1]) { step(by: -1) })
    for index in 0..<numbered {
      let tab = tabs[index]
      var command = KeyCommand(Keymap.tabs.commands[2 + index], shownAs: tab.title.lowercased()) {
        select(tab.value)
      }
      command.help = "Show the \(tab.title) tab"
      commands.append(command)
    }
    return commands
  }

  private func select(_ value: Selection) {
    selection.wrappedValue = value
  }

  /// Selects the tab `offset` places after (before, if negative) the selected one, wrapping.
  private func step(by offset: Int) {
    guard tabs.count > 1, let index = tabs.firstIndex(where: { $0.value == selection.wrappedValue }) else {
      return
    }
    let count = tabs.count
    select(tabs[((index + offset) % count + count) % count].value)
  }
}

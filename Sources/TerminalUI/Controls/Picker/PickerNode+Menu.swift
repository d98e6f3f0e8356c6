extension PickerNode {
  /// The menu's rows: the options, the chosen one checked.
  var menuItems: [MenuItem] {
    let chosen = chosenIndex
    return options.indices.map { MenuItem(title: options[$0].title, isChecked: $0 == chosen) }
  }

  /// What choosing option `index` in the menu does: sets the selection (this frame's options,
  /// held by the closure rather than by this node, which the next frame replaces).
  var chooser: @MainActor (Int) -> Void {
    { [selection, options] index in
      if options.indices.contains(index) { selection.wrappedValue = options[index].value }
    }
  }

  /// Opens the menu of options over the screen.
  func openMenu(host: ViewHost) {
    guard !options.isEmpty else { return }
    host.present(
      MenuPopover(ownerID: id, title: title, items: menuItems, choose: chooser))
  }

  /// `Priority: Normal ▾`: the label, then the chosen option as a field (the selection's look
  /// when focused); the open menu hangs below the value.
  func drawMenuStyle(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    guard rect.width > 0, rect.height > 0 else { return }
    let used = canvas.text(label, x: rect.x, y: rect.y, style: context.style(.muted), maxWidth: rect.width)
    var field = context.style.merged(with: Style(underline: true))
    if context.isFocused(self) { field = field.merged(with: context.theme[.selection]) }
    let width = max(rect.width - used, 0)
    let value = CharacterWidth.truncate(chosenTitle, to: max(width - 2, 1)) + " ▾"
    let valueRect = Rect(x: rect.x + used, y: rect.y, width: min(CharacterWidth.of(value), width), height: 1)
    canvas.text(value, x: valueRect.x, y: rect.y, style: field, maxWidth: width)
    if let menu = context.host.anchorPopover(of: self, at: valueRect, context: context) as? MenuPopover {
      // The menu shows this frame's options: they may have changed while it was open.
      menu.items = menuItems
      menu.title = title
      menu.choose = chooser
    }
  }

  /// Enter or Space opens the menu; ↑/↓ move the focus, as on a button.
  func handleMenuStyle(_ key: Key, host: ViewHost) -> Bool {
    switch key {
    case .enter, .character(" "): openMenu(host: host)
    case .down: host.moveFocus(by: 1)
    case .up: host.moveFocus(by: -1)
    default: return false
    }
    return true
  }
}

/// The list a ``Picker`` or a ``Menu`` opens over the screen: ↑/↓, Home/End and Page Up/Down
/// move the highlight (over separators and disabled items), letters jump to an option
/// (``TypeAhead``), Enter or Space chooses, Esc closes; a click chooses, the wheel moves. The
/// keys follow ``Keymap/menu``.
@MainActor
final class MenuPopover: Popover {
  let ownerID: String
  /// Its title, in the top border.
  var title: String
  var items: [MenuItem]
  /// What choosing the item at an index does (the menu has closed by then).
  var choose: @MainActor (Int) -> Void
  var highlighted: Int
  /// The first row shown, when there are more items than rows.
  var top = 0
  /// How many rows showed in the last frame.
  var rows = 1
  var typeAhead = TypeAhead()

  init(ownerID: String, title: String, items: [MenuItem], choose: @escaping @MainActor (Int) -> Void) {
    self.ownerID = ownerID
    self.title = title
    self.items = items
    self.choose = choose
    highlighted = items.firstIndex(where: \.isChecked) ?? items.firstIndex(where: \.isEnabled) ?? 0
  }

  func size(in screen: Size) -> Size {
    let widest = items.map { CharacterWidth.of($0.title) }.max() ?? 0
    // "│ ✓ title │", and room for the title in the border.
    let width = max(widest + 6, CharacterWidth.of(title) + 6, 12)
    return Size(width: width, height: max(items.count, 1) + 2)
  }

  func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    rows = max(rect.height - 2, 1)
    top = min(max(top, highlighted - rows + 1), highlighted, max(items.count - rows, 0))
    top = max(top, 0)
    BorderNode(id: ownerID + "#menu", child: MenuRowsNode(menu: self), title: title, style: Style())
      .draw(in: rect, canvas: &canvas, context: context)
  }

  func handle(_ key: Key, host: ViewHost) -> Bool {
    let now = host.clock()
    let command = Keymap.menu.command(for: key, in: host)
    if let character = key.typedCharacter, command == nil || typeAhead.isRunning(at: now) {
      let titles = items.map(\.title)
      if let match = typeAhead.type(
        character, at: now, titles: titles, current: highlighted, isEnabled: { self.items[$0].isEnabled })
      {
        highlighted = match
      }
      return true
    }
    switch command {
    case "up": move(from: highlighted, by: -1)
    case "down": move(from: highlighted, by: 1)
    case "first": move(from: -1, by: 1)
    case "last": move(from: items.count, by: -1)
    case "page up": move(from: highlighted, by: -rows)
    case "page down": move(from: highlighted, by: rows)
    case "choose": pick(highlighted, host: host)
    case "close": host.dismissPopover()
    default: return false
    }
    return true
  }

  func handle(_ event: MouseEvent, in rect: Rect, host: ViewHost) -> Bool {
    switch event.action {
    case .press:
      let index = top + event.row - rect.y - 1
      if event.row > rect.y, event.row < rect.maxY - 1, items.indices.contains(index) {
        pick(index, host: host)
      }
    case .scrollUp: move(from: highlighted, by: -1)
    case .scrollDown: move(from: highlighted, by: 1)
    default: return false
    }
    return true
  }

  func hints(in host: ViewHost) -> [KeyHint] {
    [
      KeyHint(Keymap.menu.pairLabel("up", "down", in: host), "move"),
      Keymap.menu.hint("choose", "choose", in: host),
      Keymap.menu.hint("close", "close", in: host), KeyHint("type", "jump to an option"),
    ]
  }

  var plainText: String {
    let names = items.filter { !$0.isSeparator }.map { $0.title + ($0.isChecked ? " (chosen)" : "") }
    return "\(title) — type one: " + names.joined(separator: ", ")
  }

  func take(line: String, host: ViewHost) -> String? {
    guard let index = MenuItem.index(named: line, in: items) else {
      return MenuItem.problem(with: line, in: items, title: title)
    }
    pick(index, host: host)
    return nil
  }

  /// Closes the menu and chooses item `index`, if it can be chosen.
  func pick(_ index: Int, host: ViewHost) {
    guard items.indices.contains(index), items[index].isEnabled else { return }
    host.dismissPopover()
    choose(index)
  }

  /// Highlights the first item that can be chosen `step` items from `start`, going on in the
  /// same direction past those that cannot; stays put when there is none.
  private func move(from start: Int, by step: Int) {
    guard !items.isEmpty else { return }
    let direction = step < 0 ? -1 : 1
    var index = min(max(start + step, 0), items.count - 1)
    while items.indices.contains(index), !items[index].isEnabled { index += direction }
    if !items.indices.contains(index) {
      // Past the end: back the other way to the nearest that can be chosen.
      index = min(max(start + step, 0), items.count - 1)
      while items.indices.contains(index), !items[index].isEnabled { index -= direction }
    }
    if items.indices.contains(index) { highlighted = index }
  }
}

/// The rows of an open menu, inside its border.
final class MenuRowsNode: Node {
  unowned let menu: MenuPopover

  init(menu: MenuPopover) {
    self.menu = menu
    super.init(id: menu.ownerID + "#rows")
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    for row in 0..<min(rect.height, max(menu.items.count - menu.top, 0)) {
      let index = menu.top + row
      let item = menu.items[index]
      let y = rect.y + row
      if item.isSeparator {
        canvas.fill(
          Rect(x: rect.x, y: y, width: rect.width, height: 1), character: "─", style: context.style(.border))
        continue
      }
      var style = item.role.map(context.style) ?? context.style
      if !item.isEnabled { style = style.merged(with: context.theme[.muted]) }
      if index == menu.highlighted { style = style.merged(with: context.theme[.selection]) }
      canvas.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), style: style)
      let line = (item.isChecked ? " ✓ " : "   ") + CharacterWidth.truncate(item.title, to: rect.width - 4)
      canvas.text(line, x: rect.x, y: y, style: style, maxWidth: rect.width)
    }
    if menu.top > 0 { canvas.text("▲", x: rect.maxX - 1, y: rect.y, style: context.style(.muted)) }
    if menu.top + rect.height < menu.items.count {
      canvas.text("▼", x: rect.maxX - 1, y: rect.maxY - 1, style: context.style(.muted))
    }
  }
}

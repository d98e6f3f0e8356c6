/// A ``Menu`` in the tree: drawn as a button, `[ Actions ▾ ]`, opening its commands over the
/// screen.
final class MenuNode: Node, PlainLineInput {
  let title: String
  let commands: [MenuCommand]
  /// Where the menu's button was drawn in the last frame.
  private(set) var mouseRect: Rect?

  init(id: String, title: String, commands: [MenuCommand]) {
    self.title = title
    self.commands = commands
    super.init(id: id)
  }

  private var label: String { "[ \(title) ▾ ]" }

  override var isFocusable: Bool { true }
  override var accessibilityLabel: String {
    "menu \(title) (" + commands.filter { !$0.item.isSeparator }.map(\.item.title).joined(separator: ", ")
      + ")"
  }
  override var fullText: String { title }
  override var hints: [KeyHint] { [KeyHint("enter", title.lowercased(), press: .enter)] }
  override func uses(_ key: Key) -> Bool { [.enter, .character(" "), .up, .down].contains(key) }

  override func measure(_ available: Size) -> Size {
    Size(width: min(available.width, CharacterWidth.of(label)), height: min(1, available.height))
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    var style = context.style
    if context.isFocused(self) { style = style.merged(with: context.theme[.selection]) }
    let drawn = Rect(
      x: rect.x, y: rect.y, width: min(rect.width, CharacterWidth.of(label)), height: min(1, rect.height))
    mouseRect = drawn.intersection(canvas.clip)
    canvas.text(label, x: rect.x, y: rect.y, style: style, maxWidth: rect.width)
    if let menu = context.host.anchorPopover(of: self, at: drawn, context: context) as? MenuPopover {
      menu.items = commands.map(\.item)
      menu.choose = runner
    }
  }

  /// What choosing command `index` does: runs its action (this frame's, held by the closure).
  private var runner: @MainActor (Int) -> Void {
    { [commands] index in
      if commands.indices.contains(index) { commands[index].action?() }
    }
  }

  /// Opens the commands over the screen.
  func open(host: ViewHost) {
    guard commands.contains(where: \.item.isEnabled) else { return }
    host.present(MenuPopover(ownerID: id, title: title, items: commands.map(\.item), choose: runner))
  }

  override func handle(_ key: Key, context: NodeContext) -> Bool {
    switch key {
    case .enter, .character(" "): open(host: context.host)
    case .down: context.host.moveFocus(by: 1)
    case .up: context.host.moveFocus(by: -1)
    default: return false
    }
    return true
  }

  func take(line: String, host: ViewHost) -> String? {
    let items = commands.map(\.item)
    guard let index = MenuItem.index(named: line, in: items) else {
      return MenuItem.problem(with: line, in: items, title: title)
    }
    runner(index)
    return nil
  }
}

extension MenuNode: MouseHandling {
  /// A click focuses the menu and opens it.
  func handle(_ event: MouseEvent, context: NodeContext) -> Bool {
    guard event.action == .press else { return false }
    context.host.focus(id: id)
    open(host: context.host)
    return true
  }
}

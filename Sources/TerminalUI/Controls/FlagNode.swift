/// A focusable one-line control that flips a `Binding<Bool>`: a ``Toggle``, or a
/// ``DisclosureGroup``'s header. A click focuses it and flips it; ↑/↓ move between controls,
/// as in a menu or a form (Tab and Shift-Tab do too). Subclasses draw it and say which keys
/// set it.
class FlagNode: Node {
  let title: String
  let value: Binding<Bool>
  /// Where the control was drawn in the last frame (a click there focuses and flips it).
  private(set) var mouseRect: Rect?

  init(id: String, title: String, value: Binding<Bool>) {
    self.title = title
    self.value = value
    super.init(id: id)
  }

  override var isFocusable: Bool { true }

  /// The cells drawn before the title (the mark and its space).
  var markWidth: Int { 0 }

  override func measure(_ available: Size) -> Size {
    Size(width: min(available.width, CharacterWidth.of(title) + markWidth), height: min(1, available.height))
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    mouseRect = rect.intersection(canvas.clip)
    guard rect.width > 0, rect.height > 0 else { return }
    drawControl(in: rect, canvas: &canvas, context: context)
  }

  /// Draws the mark and the title in `rect` (not empty).
  func drawControl(in rect: Rect, canvas: inout Canvas, context: NodeContext) {}

  /// Sets ``value`` for `key`; false when `key` is not one of the control's.
  func set(for key: Key, context: NodeContext) -> Bool { false }

  override func handle(_ key: Key, context: NodeContext) -> Bool {
    if set(for: key, context: context) { return true }
    switch key {
    case .down: context.host.moveFocus(by: 1)
    case .up: context.host.moveFocus(by: -1)
    default: return false
    }
    return true
  }
}

extension FlagNode: MouseHandling {
  /// A click focuses the control and flips it.
  func handle(_ event: MouseEvent, context: NodeContext) -> Bool {
    guard event.action == .press else { return false }
    context.host.focus(id: id)
    value.wrappedValue.toggle()
    return true
  }
}

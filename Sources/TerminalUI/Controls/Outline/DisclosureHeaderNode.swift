/// A ``DisclosureGroup``'s header in the tree: its mark and title, focusable; it toggles the
/// group.
final class DisclosureHeaderNode: Node {
  let title: String
  let isExpanded: Binding<Bool>
  /// Where the header was drawn in the last frame (a click there toggles it).
  private(set) var mouseRect: Rect?

  init(id: String, title: String, isExpanded: Binding<Bool>) {
    self.title = title
    self.isExpanded = isExpanded
    super.init(id: id)
  }

  override var isFocusable: Bool { true }
  override var accessibilityLabel: String {
    "\(title), \(DisclosureMark.spoken(expanded: isExpanded.wrappedValue))"
  }
  override var fullText: String { title }
  override var hints: [KeyHint] { [KeyHint("space", isExpanded.wrappedValue ? "collapse" : "expand")] }

  override func measure(_ available: Size) -> Size {
    Size(width: min(available.width, CharacterWidth.of(title) + 2), height: min(1, available.height))
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    mouseRect = rect.intersection(canvas.clip)
    guard rect.width > 0, rect.height > 0 else { return }
    let mark = DisclosureMark.text(expanded: isExpanded.wrappedValue, in: context.host)
    let used = canvas.text(mark + " ", x: rect.x, y: rect.y, style: context.style, maxWidth: rect.width)
    var style = context.style(.title)
    if context.isFocused(self) { style = style.merged(with: context.theme[.selection]) }
    canvas.text(
      CharacterWidth.truncate(title, to: rect.width - used), x: rect.x + used, y: rect.y, style: style,
      maxWidth: rect.width - used)
  }

  override func handle(_ key: Key, context: NodeContext) -> Bool {
    let expanded = isExpanded.wrappedValue
    switch Keymap.outlineCommand(for: key, in: context.host) {
    case "toggle": isExpanded.wrappedValue.toggle()
    case "expand" where !expanded: isExpanded.wrappedValue = true
    case "collapse" where expanded: isExpanded.wrappedValue = false
    default:
      switch key {
      case .enter: isExpanded.wrappedValue.toggle()
      // ↑/↓ move between controls, as in a menu or a form (Tab and Shift-Tab do too).
      case .down: context.host.moveFocus(by: 1)
      case .up: context.host.moveFocus(by: -1)
      default: return false
      }
    }
    return true
  }
}

extension DisclosureHeaderNode: MouseHandling {
  /// A click focuses the header and toggles the group.
  func handle(_ event: MouseEvent, context: NodeContext) -> Bool {
    guard event.action == .press else { return false }
    context.host.focus(id: id)
    isExpanded.wrappedValue.toggle()
    return true
  }
}

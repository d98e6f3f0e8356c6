/// A ``DisclosureGroup``'s header in the tree: its mark and title, focusable; it toggles the
/// group (the outline's keys, and Enter).
final class DisclosureHeaderNode: FlagNode {
  init(id: String, title: String, isExpanded: Binding<Bool>) {
    super.init(id: id, title: title, value: isExpanded)
  }

  override var accessibilityLabel: String {
    "\(title), \(DisclosureMark.spoken(expanded: value.wrappedValue))"
  }
  override var fullText: String { title }
  override var hints: [KeyHint] { [KeyHint("space", value.wrappedValue ? "collapse" : "expand")] }
  override var markWidth: Int { 2 }

  override func drawControl(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    let mark = DisclosureMark.text(expanded: value.wrappedValue, in: context.host)
    let used = canvas.text(mark + " ", x: rect.x, y: rect.y, style: context.style, maxWidth: rect.width)
    var style = context.style(.title)
    if context.isFocused(self) { style = style.merged(with: context.theme[.selection]) }
    canvas.text(
      CharacterWidth.truncate(title, to: rect.width - used), x: rect.x + used, y: rect.y, style: style,
      maxWidth: rect.width - used)
  }

  override func set(for key: Key, context: NodeContext) -> Bool {
    let expanded = value.wrappedValue
    switch Keymap.outlineCommand(for: key, in: context.host) {
    case "toggle": value.wrappedValue.toggle()
    case "expand" where !expanded: value.wrappedValue = true
    case "collapse" where expanded: value.wrappedValue = false
    default:
      guard key == .enter else { return false }
      value.wrappedValue.toggle()
    }
    return true
  }
}

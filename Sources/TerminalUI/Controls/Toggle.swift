/// A focusable on/off switch: space or Enter flips it.
public struct Toggle: View, PrimitiveView {
  let title: String
  let isOn: Binding<Bool>

  /// A switch titled `title` (sanitised) bound to `isOn`.
  public init(_ title: String, isOn: Binding<Bool>) {
    self.title = Sanitizer.clean(title)
    self.isOn = isOn
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    [ToggleNode(id: context.id, title: title, isOn: isOn)]
  }
}

/// A ``Toggle``: `[x]` or `[ ]` and its title; Space and Enter flip it.
final class ToggleNode: FlagNode {
  init(id: String, title: String, isOn: Binding<Bool>) {
    super.init(id: id, title: title, value: isOn)
  }

  override var accessibilityLabel: String { "toggle \(title), \(value.wrappedValue ? "on" : "off")" }
  override var hints: [KeyHint] { [KeyHint("space", "toggle", press: .character(" "))] }
  override var markWidth: Int { 4 }

  override func drawControl(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    let mark = value.wrappedValue ? "[x]" : "[ ]"
    var style = context.style
    if context.isFocused(self) { style = style.merged(with: context.theme[.selection]) }
    let used = canvas.text(mark, x: rect.x, y: rect.y, style: style, maxWidth: rect.width)
    canvas.text(" " + title, x: rect.x + used, y: rect.y, style: context.style, maxWidth: rect.width - used)
  }

  override func set(for key: Key, context: NodeContext) -> Bool {
    guard key == .enter || key == .character(" ") else { return false }
    value.wrappedValue.toggle()
    return true
  }
}

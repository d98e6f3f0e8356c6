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

final class ToggleNode: Node {
  let title: String
  let isOn: Binding<Bool>
  /// Where the toggle was drawn in the last frame (a click there focuses and flips it).
  private(set) var mouseRect: Rect?

  init(id: String, title: String, isOn: Binding<Bool>) {
    self.title = title
    self.isOn = isOn
    super.init(id: id)
  }

  override var isFocusable: Bool { true }
  override var accessibilityLabel: String { "toggle \(title), \(isOn.wrappedValue ? "on" : "off")" }
  override var hints: [KeyHint] { [KeyHint("space", "toggle")] }

  override func measure(_ available: Size) -> Size {
    Size(width: min(available.width, CharacterWidth.of(title) + 4), height: min(1, available.height))
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    mouseRect = rect.intersection(canvas.clip)
    let mark = isOn.wrappedValue ? "[x]" : "[ ]"
    var style = context.style
    if context.isFocused(self) { style = style.merged(with: context.theme[.selection]) }
    let used = canvas.text(mark, x: rect.x, y: rect.y, style: style, maxWidth: rect.width)
    canvas.text(" " + title, x: rect.x + used, y: rect.y, style: context.style, maxWidth: rect.width - used)
  }

  override func handle(_ key: Key, context: NodeContext) -> Bool {
    switch key {
    case .enter, .character(" "): isOn.wrappedValue.toggle()
    // ↑/↓ move between controls, as in a menu or a form (Tab and Shift-Tab do too).
    case .down: context.host.moveFocus(by: 1)
    case .up: context.host.moveFocus(by: -1)
    default: return false
    }
    return true
  }
}

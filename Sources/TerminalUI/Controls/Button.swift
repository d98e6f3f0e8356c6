/// A focusable button: Enter or space runs its action.
public struct Button: View, PrimitiveView {
  let title: String
  let role: Role
  let action: @MainActor () -> Void

  /// How a button is drawn.
  public enum Role: Sendable { case normal, primary, destructive }

  /// A button titled `title` (sanitised) that runs `action` when pressed.
  public init(_ title: String, role: Role = .normal, action: @escaping @MainActor () -> Void) {
    self.title = Sanitizer.clean(title)
    self.role = role
    self.action = action
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    [ButtonNode(id: context.id, title: title, role: role, action: action)]
  }
}

final class ButtonNode: Node {
  let title: String
  let role: Button.Role
  let action: @MainActor () -> Void
  /// Where the button was drawn in the last frame (a click there presses it).
  private(set) var mouseRect: Rect?

  init(id: String, title: String, role: Button.Role, action: @escaping @MainActor () -> Void) {
    self.title = title
    self.role = role
    self.action = action
    super.init(id: id)
  }

  override var isFocusable: Bool { true }
  override var accessibilityLabel: String { "button \(title)" }
  override var hints: [KeyHint] { [KeyHint("enter", title.lowercased(), press: .enter)] }

  override func measure(_ available: Size) -> Size {
    Size(width: min(available.width, CharacterWidth.of(title) + 4), height: min(1, available.height))
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    var style = context.style
    switch role {
    case .normal: break
    case .primary: style.bold = true
    case .destructive: style = style.merged(with: context.theme[.danger])
    }
    if context.isFocused(self) { style = style.merged(with: context.theme[.selection]) }
    mouseRect = Rect(
      x: rect.x, y: rect.y, width: min(rect.width, CharacterWidth.of(title) + 4), height: min(1, rect.height)
    )
    .intersection(canvas.clip)
    canvas.text("[ \(title) ]", x: rect.x, y: rect.y, style: style, maxWidth: rect.width)
  }

  override func handle(_ key: Key, context: NodeContext) -> Bool {
    switch key {
    case .enter, .character(" "): action()
    // ↑/↓ move between controls, as in a menu or a form (Tab and Shift-Tab do too).
    case .down: context.host.moveFocus(by: 1)
    case .up: context.host.moveFocus(by: -1)
    default: return false
    }
    return true
  }
}

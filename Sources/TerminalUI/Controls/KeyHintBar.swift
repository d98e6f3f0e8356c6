/// The footer: the keys that work on the current screen, like lazygit's and k9s's.
///
/// It reads the focused view's keys and the `onKey(_:hint:)` bindings around it, so each
/// screen's footer is always true to what the keys do.
public struct KeyHintBar: View, PrimitiveView {
  public init() {}
  public var body: Never { fatalError() }
  func makeNodes(_ context: BuildContext) -> [Node] { [KeyHintNode(id: context.id)] }
}

final class KeyHintNode: Node {
  override init(id: String, children: [Node] = []) {
    super.init(id: id)
    expandsHorizontally = true
  }

  override func measure(_ available: Size) -> Size {
    Size(width: available.width, height: min(1, available.height))
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: DrawContext) {
    var x = rect.x
    for hint in context.host.hints {
      let key = canvas.text(
        hint.key, x: x, y: rect.y, style: context.style.merged(with: Style(bold: true, reverse: true)),
        maxWidth: rect.maxX - x)
      x += key
      let label = canvas.text(
        " \(hint.label)  ", x: x, y: rect.y, style: context.style.merged(with: Style(dim: true)),
        maxWidth: rect.maxX - x)
      x += label
      if x >= rect.maxX { break }
    }
  }
}

extension View {
  /// Runs `action` when the view is clicked (with mouse reporting on, see
  /// ``TerminalApp/init(host:mouse:terminal:)``). Keyboard users need another way to do the same.
  public func onClick(perform action: @escaping @MainActor () -> Void) -> some View {
    modified { node, context in ClickNode(id: context.id, child: node, action: action) }
  }
}

/// Draws its child and runs an action when the area it drew is clicked.
final class ClickNode: Node, MouseHandling {
  let action: @MainActor () -> Void
  private(set) var mouseRect: Rect?
  var child: Node { children[0] }

  init(id: String, child: Node, action: @escaping @MainActor () -> Void) {
    self.action = action
    super.init(id: id, children: [child])
    expandsHorizontally = child.expandsHorizontally
    expandsVertically = child.expandsVertically
  }

  override func measure(_ available: Size) -> Size { child.measure(available) }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    mouseRect = rect.intersection(canvas.clip)
    child.draw(in: rect, canvas: &canvas, context: context)
  }

  /// The innermost click node drawn at (`x`, `y`) in `node`'s tree, if any (a list row's
  /// nodes, which are drawn by their list rather than found as its children).
  static func under(_ x: Int, _ y: Int, in node: Node) -> ClickNode? {
    for child in node.children.reversed() {
      if let found = under(x, y, in: child) { return found }
    }
    guard let click = node as? ClickNode, click.mouseRect?.contains(x: x, y: y) == true else { return nil }
    return click
  }

  func handle(_ event: MouseEvent, context: NodeContext) -> Bool {
    guard event.action == .press else { return false }
    action()
    return true
  }
}

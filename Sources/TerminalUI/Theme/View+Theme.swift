extension View {
  /// Draws this view and everything inside it with `theme` (the rest of the screen keeps the
  /// host's).
  ///
  /// ```swift
  /// VStack {
  ///   Text("Settings").foregroundStyle(.title)
  ///   Text("Preview").foregroundStyle(.accent).theme(.light)
  /// }
  /// ```
  public func theme(_ theme: Theme) -> some View {
    modified { node, context in
      ContextNode(id: context.id, child: node) { inherited in
        var inner = inherited
        inner.theme = theme
        return inner.with(style: theme[.text])
      }
    }
  }

  /// Draws this view in the look the theme gives `role` (on top of the inherited style).
  public func foregroundStyle(_ role: ThemeRole) -> some View {
    modified { node, context in
      ContextNode(id: context.id, child: node) { $0.with(style: $0.theme[role]) }
    }
  }
}

extension Text {
  /// Text in the look the theme in effect gives `role`.
  public func foregroundStyle(_ role: ThemeRole) -> Text {
    var copy = self
    copy.role = role
    return copy
  }
}

/// Draws one child with the context its ancestors give, changed: a theme for the subtree, a
/// role's look on top of the inherited style.
final class ContextNode: Node {
  let change: @MainActor (NodeContext) -> NodeContext
  var child: Node { children[0] }

  init(id: String, child: Node, change: @escaping @MainActor (NodeContext) -> NodeContext) {
    self.change = change
    super.init(id: id, children: [child])
    expandsHorizontally = child.expandsHorizontally
    expandsVertically = child.expandsVertically
  }

  override func measure(_ available: Size) -> Size { child.measure(available) }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    child.draw(in: rect, canvas: &canvas, context: change(context))
  }
}

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
    modified { node, context in ThemeNode(id: context.id, child: node, theme: theme) }
  }

  /// Draws this view in the look the theme gives `role` (on top of the inherited style).
  public func foregroundStyle(_ role: ThemeRole) -> some View {
    modified { node, context in RoleNode(id: context.id, child: node, role: role) }
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

/// Sets the theme for one child's subtree.
final class ThemeNode: Node {
  let theme: Theme
  var child: Node { children[0] }

  init(id: String, child: Node, theme: Theme) {
    self.theme = theme
    super.init(id: id, children: [child])
    expandsHorizontally = child.expandsHorizontally
    expandsVertically = child.expandsVertically
  }

  override func measure(_ available: Size) -> Size { child.measure(available) }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    var inner = context
    inner.theme = theme
    child.draw(in: rect, canvas: &canvas, context: inner.with(style: theme[.text]))
  }
}

/// Draws one child in a role's look from the theme in effect.
final class RoleNode: Node {
  let role: ThemeRole
  var child: Node { children[0] }

  init(id: String, child: Node, role: ThemeRole) {
    self.role = role
    super.init(id: id, children: [child])
    expandsHorizontally = child.expandsHorizontally
    expandsVertically = child.expandsVertically
  }

  override func measure(_ available: Size) -> Size { child.measure(available) }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    child.draw(in: rect, canvas: &canvas, context: context.with(style: context.theme[role]))
  }
}

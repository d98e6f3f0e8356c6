extension View {
  /// Marks the view with `tag`: the value a ``Picker`` sets its selection to when this view's
  /// option is chosen. The tag's type must be the selection's (or, for an optional selection,
  /// its wrapped type); a view tagged with another type is not an option.
  ///
  /// ```swift
  /// Picker("Size", selection: Binding(order, \.size)) {
  ///   Text("Small").tag(1)
  ///   Text("Large").tag(2)
  /// }
  /// ```
  public func tag<Tag: Hashable>(_ tag: Tag) -> some View {
    modified { node, context in TagNode(id: context.id, child: node, tag: AnyHashable(tag)) }
  }
}

/// A view carrying a ``View/tag(_:)``: drawn as its child; a picker reads the tag and the text.
final class TagNode: Node {
  let tag: AnyHashable
  var child: Node { children[0] }

  init(id: String, child: Node, tag: AnyHashable) {
    self.tag = tag
    super.init(id: id, children: [child])
    expandsHorizontally = child.expandsHorizontally
    expandsVertically = child.expandsVertically
  }

  override func measure(_ available: Size) -> Size { child.measure(available) }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    child.draw(in: rect, canvas: &canvas, context: context)
  }

  /// The tagged views among `nodes` and inside them, in order (not looking inside a tagged one).
  static func collect(in nodes: [Node]) -> [TagNode] {
    nodes.flatMap { node in
      (node as? TagNode).map { [$0] } ?? collect(in: node.children)
    }
  }
}

extension View {
  /// Makes the view focusable and offers it every key first while it is focused: `handler`
  /// returns whether it used the key (a key it leaves goes on to the bindings around it, as
  /// usual). A view that reads typed text this way — a command palette's query — passes
  /// `takesText`, so the footer leaves out the character keys it would type instead.
  ///
  /// ```swift
  /// Text("> " + model.query)
  ///   .onKeyPress(takesText: true) { key in
  ///     guard let character = key.typedCharacter else { return false }
  ///     model.query.append(character)
  ///     return true
  ///   }
  /// ```
  public func onKeyPress(takesText: Bool = false, _ handler: @escaping @MainActor (Key) -> Bool) -> some View
  {
    modified { node, context in
      KeyPressNode(id: context.id, child: node, takesText: takesText, handler: handler)
    }
  }
}

/// A focusable node that hands its keys to a closure.
final class KeyPressNode: Node {
  private let acceptsText: Bool
  let handler: @MainActor (Key) -> Bool
  var child: Node { children[0] }

  init(id: String, child: Node, takesText: Bool, handler: @escaping @MainActor (Key) -> Bool) {
    self.acceptsText = takesText
    self.handler = handler
    super.init(id: id, children: [child])
    expandsHorizontally = child.expandsHorizontally
    expandsVertically = child.expandsVertically
  }

  override var isFocusable: Bool { true }

  override var takesText: Bool { acceptsText }

  override func measure(_ available: Size) -> Size { child.measure(available) }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    child.draw(in: rect, canvas: &canvas, context: context)
  }

  override func handle(_ key: Key, context: NodeContext) -> Bool { handler(key) }
}

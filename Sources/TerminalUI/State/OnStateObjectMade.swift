extension View {
  /// Calls `handler` with each ``StateObject`` made inside this view, right after it is made
  /// (before the view that owns it reads it), once per object.
  ///
  /// A flow uses it to give a freshly made scene model what it should start from — the draft
  /// a restored sheet had when the app quit:
  ///
  /// ```swift
  /// EditorScene(model: EditorModel())
  ///   .onStateObjectMade { object in (object as? EditorModel)?.title = savedTitle }
  /// ```
  public func onStateObjectMade(_ handler: @escaping @MainActor (AnyObject) -> Void) -> some View {
    StateObjectMadeView(content: self, handler: handler)
  }
}

/// A view whose context tells `handler` (and any handler outside it) about objects made inside.
struct StateObjectMadeView<Content: View>: View, PrimitiveView {
  let content: Content
  let handler: @MainActor (AnyObject) -> Void
  var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    var inner = context
    let outer = context.objectMade
    let handler = self.handler
    inner.objectMade = { object in
      handler(object)
      outer?(object)
    }
    return content.nodes(inner)
  }
}

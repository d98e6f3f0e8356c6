extension ViewHost {
  /// Collects the focusable nodes of the current tree and keeps focus on one of them.
  func refreshFocus() {
    focusables = []
    if let tree { collectFocusables(tree) }
    if let requested = requestedFocusID, focusables.contains(where: { $0.id == requested }) {
      focusedID = requested
      requestedFocusID = nil
    }
    if focusedID == nil || !focusables.contains(where: { $0.id == focusedID }) {
      focusedID = focusables.first?.id
    }
  }

  /// Focuses the view with identity `id` as soon as a frame shows it focusable — for a view
  /// that is not on screen yet: the screen under an overlay that is closing.
  public func requestFocus(id: String) {
    requestedFocusID = id
    invalidate()
  }

  private func collectFocusables(_ node: Node) {
    guard !node.isInert else { return }
    if node.isFocusable { focusables.append(node) }
    for child in node.children { collectFocusables(child) }
  }

  /// Moves focus `offset` focusable views forward (or back), wrapping around.
  public func moveFocus(by offset: Int) {
    guard !focusables.isEmpty else { return }
    let current = focusables.firstIndex { $0.id == focusedID } ?? 0
    let count = focusables.count
    focusedID = focusables[((current + offset) % count + count) % count].id
    invalidate()
  }

  /// Focuses the view with identity `id`, if it is focusable.
  public func focus(id: String) {
    guard focusables.contains(where: { $0.id == id }) else { return }
    focusedID = id
    invalidate()
  }

  /// The focused node, then its ancestors: the views a key is offered to, in order.
  var responderChain: [Node] {
    var chain: [Node] = []
    var node: Node? = focusedNode ?? deepestBoundNode
    while let current = node {
      chain.append(current)
      node = current.parent
    }
    return chain
  }

  var focusedNode: Node? { focusables.first { $0.id == focusedID } }

  /// With nothing focused, keys go to the last view (in drawing order) that binds keys.
  private var deepestBoundNode: Node? {
    var found: Node?
    func visit(_ node: Node) {
      guard !node.isInert else { return }
      if !node.bindings.isEmpty { found = node }
      node.children.forEach(visit)
    }
    if let tree { visit(tree) }
    return found
  }
}

extension TextFieldNode {
  /// The keys a field edits with (besides typing).
  static let editingKeys: Set<Key> = [
    .left, .right, .up, .down, .home, .end, .backspace, .delete, .controlLeft, .controlRight, .alt("b"),
    .alt("f"), .control("a"), .control("b"), .control("d"), .control("e"), .control("f"), .control("k"),
    .control("u"), .control("w"), Key(.backspace, [.alt]),
  ]

  /// What Enter runs: the field's own `onSubmit`, else the nearest ``View/onSubmit(_:)`` around it.
  var enterAction: (@MainActor () -> Void)? {
    if let onSubmit { return onSubmit }
    var node = parent
    while let current = node {
      if let submit = current.submitAction { return submit }
      node = current.parent
    }
    return nil
  }
}

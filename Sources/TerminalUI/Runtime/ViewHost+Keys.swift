extension ViewHost {
  /// Offers `key` to the focused view, then to the `onKey` bindings of it and its ancestors,
  /// then to the global bindings (``onGlobalKey(_:hint:perform:)``), then handles Tab,
  /// Shift-Tab and `?`; anything left goes to ``onUnhandledKey``.
  ///
  /// While the help overlay shows, Esc, `?`, Enter and `q` close it and other keys do nothing.
  /// Returns whether a view, a binding or the host itself used the key (`false` when it went
  /// to ``onUnhandledKey`` or was dropped), so a backend can give keys such as Ctrl-C a
  /// meaning of its own when no view wants them.
  @discardableResult
  public func send(_ key: Key) -> Bool {
    prepare(for: key)
    defer { invalidate() }
    if showsHelp {
      guard key == .escape || key == .character("?") || key == .enter || key == .character("q") else {
        return false
      }
      showsHelp = false
      return true
    }
    let chain = responderChain
    if let focused = focusedNode, focused.handle(key, context: drawContext) { return true }
    for bindings in chain.map(\.bindings) + [globalBindings] {
      if let binding = bindings.last(where: { $0.key == key }) {
        binding.action()
        return true
      }
    }
    switch key {
    case .tab: moveFocus(by: 1)
    case .backTab: moveFocus(by: -1)
    case .character("?"): showsHelp = true
    default:
      onUnhandledKey?(key)
      return false
    }
    return true
  }
}

extension String {
  func padding(toLength length: Int) -> String {
    self + String(repeating: " ", count: max(0, length - CharacterWidth.of(self)))
  }
}

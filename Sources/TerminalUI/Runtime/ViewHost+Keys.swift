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

  /// Every key of the current screen, for the help overlay: the footer's, the focused
  /// view's less common keys, then every hinted binding in the tree.
  var allHints: [KeyHint] {
    var hints = self.hints
    var seen = Set(hints.map(\.key))
    for hint in focusedNode?.moreHints ?? [] where seen.insert(hint.key).inserted {
      hints.append(hint)
    }
    func visit(_ node: Node) {
      guard !node.isInert else { return }
      for binding in node.bindings {
        if let label = binding.hint, seen.insert(binding.key.description).inserted {
          hints.append(KeyHint(binding.key.description, label))
        }
      }
      node.children.forEach(visit)
    }
    if let tree { visit(tree) }
    return hints
  }

  func drawHelp(size: Size, canvas: inout Canvas) {
    let hints = allHints
    let keyWidth = hints.map { CharacterWidth.of($0.key) }.max() ?? 0
    let lines =
      (hints.map { $0.key.padding(toLength: keyWidth) + "  " + $0.label } + ["", "esc or ? to close"])
      .map { " " + $0 + " " }
    let width = min(size.width, (lines.map { CharacterWidth.of($0) }.max() ?? 0) + 2)
    let height = min(size.height, lines.count + 2)
    let rect = Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    canvas.fill(rect, style: .plain)
    let box = BorderNode(
      id: "help",
      child: TextNode(id: "help.text", text: lines.joined(separator: "\n"), style: .plain, wraps: false),
      title: "Keys", style: Style(bold: true))
    box.draw(in: rect, canvas: &canvas, context: drawContext)
  }
}

extension String {
  func padding(toLength length: Int) -> String {
    self + String(repeating: " ", count: max(0, length - CharacterWidth.of(self)))
  }
}

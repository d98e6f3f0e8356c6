extension ViewHost {
  /// The commands the current screen answers, nearest first: the focused view's and its
  /// ancestors' keymaps, then those of other views on screen, then the global ones — each
  /// once. This is what the help overlay lists, and what a command palette offers.
  public var commands: [KeyCommand] {
    var seen = Set<String>()
    var commands: [KeyCommand] = []
    func add(_ bindings: [KeyBinding]) {
      for binding in bindings where binding.isShown && !binding.command.name.isEmpty {
        if seen.insert(binding.command.keyLabel).inserted { commands.append(binding.command) }
      }
    }
    responderChain.forEach { add($0.bindings) }
    func visit(_ node: Node) {
      guard !node.isInert else { return }
      add(node.bindings)
      node.children.forEach(visit)
    }
    if let tree { visit(tree) }
    add(globalBindings)
    return commands
  }

  /// Every key of the current screen, for the help overlay: the footer's, the focused view's
  /// less common keys, then every command on screen with its explanation.
  var allHints: [KeyHint] {
    var hints = self.hints
    var seen = Set(hints.map(\.key))
    for hint in focusedNode?.moreHints ?? [] where seen.insert(hint.key).inserted {
      hints.append(hint)
    }
    for command in commands {
      let hint = KeyHint(command.keyLabel, command.name, detail: command.help)
      if let index = hints.firstIndex(where: { $0.key == hint.key }) {
        if hints[index].detail == nil { hints[index].detail = command.help }
      } else if seen.insert(hint.key).inserted {
        hints.append(hint)
      }
    }
    return hints
  }

  /// Draws the help overlay: every key of the screen in a box over it.
  func drawHelp(size: Size, canvas: inout Canvas) {
    let hints = allHints
    let keyWidth = hints.map { CharacterWidth.of($0.key) }.max() ?? 0
    let lines =
      (hints.map { hint in
        hint.key.padding(toLength: keyWidth) + "  " + hint.label + (hint.detail.map { " — " + $0 } ?? "")
      } + ["", "esc or ? to close"])
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

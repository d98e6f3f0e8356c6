extension ViewHost {
  /// The commands the current screen answers, nearest first: the focused view's own keys that
  /// one press runs (a table's `s` sort, a list's `/` filter: ``KeyHint/press``, run by
  /// ``press(_:)``), its and its ancestors' keymaps, then those of other views on screen, then
  /// the global ones — each once. While a dialog (``View/modalKeys()``) shows, only its own and
  /// the global ones. This is what the help overlay lists, and what a command palette offers.
  public var commands: [KeyCommand] {
    var seen = Set<String>()
    var commands: [KeyCommand] = []
    func add(_ bindings: [KeyBinding]) {
      for binding in bindings where binding.isShown && !binding.command.name.isEmpty {
        if seen.insert(binding.command.keyLabel).inserted { commands.append(binding.command) }
      }
    }
    let chain = keyChain
    if let focused = chain.first, focused.isFocusable {
      for hint in focused.hints {
        guard let key = hint.press, seen.insert(key.description).inserted else { continue }
        commands.append(KeyCommand(key, hint.label, help: hint.detail) { [weak self] in self?.press(key) })
      }
    }
    chain.forEach { add($0.bindings) }
    func visit(_ node: Node) {
      guard !node.isInert else { return }
      add(node.bindings)
      node.children.forEach(visit)
    }
    if let root = chain.last(where: \.isModalForKeys) ?? tree { visit(root) }
    add(globalBindingsInReach)
    return commands
  }

  /// Every key of the current screen, for the help overlay: the footer's, the focused view's
  /// less common keys, then every command on screen with its explanation, then the keys the
  /// host and the backend answer everywhere.
  var allHints: [KeyHint] {
    var hints = self.hints
    var seen = Set(hints.map(\.key))
    for hint in (focusedNode?.moreHints ?? []) + hostHints where seen.insert(hint.key).inserted {
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

  /// The keys the host itself answers, for the help overlay.
  private var hostHints: [KeyHint] {
    var hints: [KeyHint] = []
    if focusables.count > 1 { hints.append(KeyHint("shift-tab", "previous field")) }
    if focusedNode is TextFieldNode, !keyChain.contains(where: { $0.bindings.contains { $0.key == .escape } })
    {
      hints.append(KeyHint("esc", "leave the field", detail: "Focus the next control, so keys act again"))
    }
    if !isTyping { hints.append(KeyHint("F1", "help")) }
    return hints + backendHints
  }

  /// Draws the help overlay: every key of the screen in a box over it.
  func drawHelp(size: Size, canvas: inout Canvas) {
    let page = HelpLayout.page(for: allHints, in: size, offset: helpOffset)
    helpMaxOffset = page.maxOffset
    helpOffset = min(helpOffset, page.maxOffset)
    let lines = page.lines.map { " " + $0 + " " }
    let width = min(size.width, (lines.map { CharacterWidth.of($0) }.max() ?? 0) + 2)
    let height = min(size.height, lines.count + 2)
    let rect = Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    canvas.fill(rect, style: .plain)
    let box = BorderNode(
      id: "help",
      child: TextNode(id: "help.text", text: lines.joined(separator: "\n"), style: .plain, wraps: false),
      title: "Keys", style: Style(bold: true))
    box.draw(in: rect, canvas: &canvas, context: nodeContext)
  }
}

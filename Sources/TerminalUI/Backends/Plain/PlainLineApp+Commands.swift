extension PlainLineApp {
  /// Carries out one command line.
  public func perform(_ line: String) {
    let command = PlainCommand(line)
    _ = host.render(size: size)
    for observer in lineObservers { observer(line, isSecret(command)) }
    switch command {
    case .quit: quit(status: 0)
    case .back: host.send(.escape)
    case .help: say(helpText)
    case .more: showMore()
    case .pick(let number):
      guard let action = action(numbered: number) else {
        let count = actionCount
        let range =
          count == 0 ? "this screen has none" : count == 1 ? "the only one is 1" : "they are 1–\(count)"
        return say("No action \(number): \(range). Type help for the keys.")
      }
      action.perform()
    case .key(let key):
      host.send(key)
    case .label(let label):
      if !pressKey(labelled: label) { say("No key is labelled “\(label)” here. Type help for the keys.") }
    case .text(let text):
      if takeLine(text) { return host.invalidate() }
      if let list = host.focusedNode as? ListNode, let filter = list.filter, filter.isEditing {
        filter.query = Sanitizer.typed(text)
        filter.isEditing = false
        return host.invalidate()
      }
      if let editor = host.focusedNode as? TextEditorNode {
        // A line replaces the editor's text; `\n` in it stands for a line break.
        editor.replaceAll(
          with: TextEditorNode.insertable(text.replacingOccurrences(of: "\\n", with: "\n")), host: host)
        return host.invalidate()
      }
      guard let field = host.focusedNode as? TextFieldNode else {
        // With no field to fill, a command's name presses its key (`new task`), and so does
        // the key itself as the footer writes it (`u`, as a notice's `u to undo` says).
        if pressKey(labelled: text.trimmingWhitespace) || pressKey(named: text.trimmingWhitespace) { return }
        return say("Unknown command “\(text)”. Type help for the keys, or a number to pick.")
      }
      // Never a control character as text: a line can carry ESC, BEL or C1 controls.
      field.replaceText(with: Sanitizer.typed(text), host: host)
      host.invalidate()
    }
  }

  /// Gives `line` to the open popover (an option's name, a date), else to a focused view that
  /// takes a line as its value (a picker, a date picker); says the problem when it has one and
  /// no footer label is called so. Returns whether such a view was there to take it.
  private func takeLine(_ line: String) -> Bool {
    guard let input = host.popover?.content.take ?? (host.focusedNode as? any PlainLineInput)?.take else {
      return false
    }
    if let problem = input(line, host), !pressKey(labelled: line.trimmingWhitespace) { say(problem) }
    return true
  }

  /// Calls `observer` with every command line before it is carried out, and whether it fills a
  /// secure field (a password: what it holds must never be recorded or logged).
  public func observeLines(_ observer: @escaping @MainActor (_ line: String, _ isSecret: Bool) -> Void) {
    lineObservers.append(observer)
  }

  /// Whether `command` puts text into a focused secure field.
  private func isSecret(_ command: PlainCommand) -> Bool {
    guard case .text = command else { return false }
    return host.isTypingSecret
  }

  /// Whether `line` ends the program (`quit`): a replay stops there instead.
  public static func isQuit(_ line: String) -> Bool { PlainCommand(line) == .quit }

  /// Presses the key the footer labels `label`, or that runs the screen's command named so
  /// (`previous filter`, which the footer leaves out), case ignored; false when none is.
  private func pressKey(labelled label: String) -> Bool {
    let wanted = label.lowercased()
    if let hint = host.hints.first(where: { $0.label.lowercased() == wanted }),
      let key = hint.press ?? PlainCommand.key(named: hint.key)
    {
      host.send(key)
      return true
    }
    guard let key = host.commands.first(where: { $0.name.lowercased() == wanted })?.keys.first else {
      return false
    }
    host.send(key)
    return true
  }

  /// Presses the key `name` writes (`u`, `space`, `ctrl-r`) when one of the screen's commands
  /// or footer hints is run by it; false otherwise (the line is then not a key).
  private func pressKey(named name: String) -> Bool {
    guard let key = PlainCommand.key(named: name) else { return false }
    let bound = host.commands.contains { $0.keys.contains(key) } || host.hints.contains { $0.press == key }
    guard bound else { return false }
    host.send(key)
    return true
  }
}

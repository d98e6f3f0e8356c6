extension PlainLineApp {
  /// Carries out one command line.
  public func perform(_ line: String) {
    let command = PlainCommand(line)
    _ = host.render(size: size)
    switch command {
    case .quit: quit(status: 0)
    case .back: host.send(.escape)
    case .help: say(host.allHints.map { "\($0.key): \($0.label)" }.joined(separator: "\n"))
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
      if let hint = host.hints.first(where: { $0.label.lowercased() == label.lowercased() }),
        let key = PlainCommand.key(named: hint.key)
      {
        host.send(key)
      } else {
        say("No key is labelled “\(label)” here. Type help for the keys.")
      }
    case .text(let text):
      if let list = host.focusedNode as? ListNode, let filter = list.filter, filter.isEditing {
        filter.query = Sanitizer.typed(text)
        filter.isEditing = false
        return host.invalidate()
      }
      guard let field = host.focusedNode as? TextFieldNode else {
        return say("Unknown command “\(text)”. Type help for the keys, or a number to pick.")
      }
      // Never a control character as text: a line can carry ESC, BEL or C1 controls.
      field.text.wrappedValue = Sanitizer.typed(text)
      host.setValue(0, for: field.id + ".after")
      host.invalidate()
    }
  }
}

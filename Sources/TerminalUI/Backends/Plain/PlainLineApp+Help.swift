extension PlainLineApp {
  /// What `help` prints: the commands plain mode reads, then the screen's commands — each
  /// typed by its name, or by its key when that is not a number (a number picks an action).
  var helpText: String {
    var seen = Set<String>()
    var screen: [(name: String, key: String?, detail: String?)] = []
    for hint in host.allHints
    where hint.press != nil || host.commands.contains(where: { $0.name == hint.label }) {
      guard seen.insert(hint.label.lowercased()).inserted else { continue }
      let typed = hint.key.first?.isNumber == true || hint.key == "F1" || hint.key == "?" ? nil : hint.key
      screen.append((hint.label, typed, hint.detail))
    }
    let width = screen.map { CharacterWidth.of($0.name) }.max() ?? 0
    let lines = screen.map { entry in
      "  " + entry.name.padding(toLength: width) + (entry.key.map { "  (or \($0))" } ?? "")
        + (entry.detail.map { " — " + $0 } ?? "")
    }
    return """
      Type a command and Enter:
        a number       pick a numbered action (a row, a button, a field)
        more           the next page of a long list
        back           go back (esc)
        key NAME       press any key (key down, key enter, key /)
        help, quit
        anything else  fills the focused field
      This screen's commands (type the name, or its key):
      """ + "\n" + lines.joined(separator: "\n")
  }
}

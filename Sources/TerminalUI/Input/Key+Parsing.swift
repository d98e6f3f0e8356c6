extension Key {
  /// The key a name written as the footer writes keys stands for: `n`, `E`, `space`, `enter`,
  /// `esc`, `tab`, `shift-tab`, `up`/`↑`, `pgdn`, `F5`, `ctrl-r`, `alt-enter`, `ctrl-shift-↑`.
  /// A single character keeps its case; longer names ignore it. Nil for anything else.
  ///
  /// ```swift
  /// let key = Key(name: "ctrl-r")  // Key.control("r")
  /// ```
  public init?(name: String) {
    let names: [String: Key] = [
      "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape, "tab": .tab,
      "shift-tab": .backTab, "space": .character(" "), "backspace": .backspace, "del": .delete,
      "delete": .delete, "up": .up, "↑": .up, "down": .down, "↓": .down, "left": .left, "←": .left,
      "right": .right, "→": .right, "home": .home, "end": .end, "pgup": .pageUp, "pgdn": .pageDown,
      "pageup": .pageUp, "pagedown": .pageDown, "begin": .begin,
    ]
    let trimmed = name.trimmingWhitespace
    let lower = trimmed.lowercased()
    if let key = names[lower] {
      self = key
      return
    }
    // One character keeps its case (`E`); longer names are read as `Key.description` writes
    // them, lowercase first so `ctrl-C` is Ctrl-C, then as typed (`F1`).
    if trimmed.count == 1, let character = trimmed.first {
      guard character == " " || !character.unicodeScalars.contains(where: Self.isInvisible) else {
        return nil
      }
      self = .character(character)
      return
    }
    guard let key = Key(recordedName: lower) ?? Key(recordedName: trimmed) else { return nil }
    self = key
  }

  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator: true
    default: false
    }
  }
}

extension Key {
  /// The key read back from its ``description`` (`ctrl-alt-x`, `shift-↑`, `F13`, `space`, `n`);
  /// nil for a name no key has. Pasted text has no name: it is recorded on its own.
  public init?(recordedName name: String) {
    var rest = Substring(name)
    var modifiers: Modifiers = []
    for (prefix, modifier) in [
      ("super-", Modifiers.super), ("ctrl-", .control), ("alt-", .alt), ("shift-", .shift),
    ]
    where rest.count > prefix.count && rest.hasPrefix(prefix) {
      rest = rest.dropFirst(prefix.count)
      modifiers.insert(modifier)
    }
    if let code = Key.codes[String(rest)] {
      self.init(code, modifiers)
    } else if rest.first == "F", let number = Int(rest.dropFirst()), (1...35).contains(number) {
      self.init(.function(number), modifiers)
    } else if rest.count == 1, let character = rest.first {
      self.init(.character(character), modifiers)
    } else {
      return nil
    }
  }

  /// The codes with names of more than one character, by name.
  private static let codes: [String: Code] = Dictionary(
    uniqueKeysWithValues: [
      Code.character(" "), .enter, .escape, .tab, .backspace, .delete, .insert, .up, .down, .left, .right,
      .home,
      .end, .pageUp, .pageDown, .begin,
    ].map { ($0.name, $0) })
}

extension MouseEvent {
  /// The event as xterm reports it.
  var recorded: RecordedMouse {
    var code = 0
    if modifiers.contains(.shift) { code |= 4 }
    if modifiers.contains(.alt) { code |= 8 }
    if modifiers.contains(.control) { code |= 16 }
    switch button {
    case .left: break
    case .middle: code |= 1
    case .right: code |= 2
    case .none: code |= 3
    case .other(let number): code |= 128 | ((number - 8) & 3)
    }
    switch action {
    case .scrollUp: code = code & ~3 | 64
    case .scrollDown: code = code & ~3 | 65
    case .scrollLeft: code = code & ~3 | 66
    case .scrollRight: code = code & ~3 | 67
    case .drag, .move: code |= 32
    case .press, .release: break
    }
    return RecordedMouse(code: code, x: column + 1, y: row + 1, released: action == .release)
  }

  /// The event a recording holds.
  init?(recorded: RecordedMouse) {
    self.init(code: recorded.code, x: recorded.x, y: recorded.y, released: recorded.released)
  }
}

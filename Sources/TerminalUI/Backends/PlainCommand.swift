/// One line typed in plain line mode.
enum PlainCommand: Equatable {
  case quit, back, help, more
  case pick(Int)
  case key(Key)
  case label(String)
  case text(String)

  init(_ line: String) {
    let trimmed = line.trimmingWhitespace
    let lower = trimmed.lowercased()
    if lower == "quit" || lower == "exit" {
      self = .quit
    } else if lower == "back" {
      self = .back
    } else if lower == "help" || lower == "?" {
      self = .help
    } else if lower == "more" || lower == "next" {
      self = .more
    } else if let number = Int(trimmed), number > 0 {
      self = .pick(number)
    } else if lower.hasPrefix("key "), let key = PlainCommand.key(named: String(trimmed.dropFirst(4))) {
      self = .key(key)
    } else if lower.hasPrefix("tab ") {
      self = .label(String(trimmed.dropFirst(4)).trimmingWhitespace)
    } else {
      self = .text(line)
    }
  }

  /// The key a name stands for: a footer key name (`enter`, `esc`, `↑`, `ctrl-x`) or a word.
  static func key(named name: String) -> Key? {
    let names: [String: Key] = [
      "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape, "tab": .tab,
      "shift-tab": .backTab, "space": .character(" "), "backspace": .backspace, "del": .delete,
      "delete": .delete, "up": .up, "↑": .up, "down": .down, "↓": .down, "left": .left, "←": .left,
      "right": .right, "→": .right, "home": .home, "end": .end, "pgup": .pageUp, "pgdn": .pageDown,
    ]
    let lower = name.trimmingWhitespace.lowercased()
    if let key = names[lower] { return key }
    if lower.hasPrefix("ctrl-"), lower.count == 6, let character = lower.last { return .control(character) }
    if name.trimmingWhitespace.count == 1, let character = name.trimmingWhitespace.first {
      return .character(character)
    }
    return nil
  }
}

extension String {
  var trimmingWhitespace: String {
    var slice = Substring(self)
    while let first = slice.first, first.isWhitespace { slice.removeFirst() }
    while let last = slice.last, last.isWhitespace { slice.removeLast() }
    return String(slice)
  }
}

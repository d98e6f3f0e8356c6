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
    } else if trimmed.first?.isASCII == true, trimmed.first?.isNumber == true, let number = Int(trimmed),
      number > 0
    {
      // Digits only: `+3` is text (a date picker's three days from today), not action 3.
      self = .pick(number)
    } else if lower.hasPrefix("key "), let key = PlainCommand.key(named: String(trimmed.dropFirst(4))) {
      self = .key(key)
    } else if lower.hasPrefix("tab ") {
      self = .label(String(trimmed.dropFirst(4)).trimmingWhitespace)
    } else {
      self = .text(line)
    }
  }

  /// The key a name stands for: a word (`return`, `up`, `pgup`), or any key as the footer and
  /// help write it (`enter`, `↑`, `ctrl-x`, `ctrl-→`, `F1`, `alt-b`, `shift-tab`).
  static func key(named name: String) -> Key? { Key(name: name) }
}

extension String {
  var trimmingWhitespace: String {
    var slice = Substring(self)
    while let first = slice.first, first.isWhitespace { slice.removeFirst() }
    while let last = slice.last, last.isWhitespace { slice.removeLast() }
    return String(slice)
  }
}

extension ScreenEmulator {
  mutating func apply(_ event: EscapeParser.Event) {
    switch event {
    case .control(let byte): control(byte)
    case .escape(let byte): escape(byte)
    case .csi(let parameters, let final): csi(parameters, final)
    }
  }

  mutating func put(_ character: Character) {
    let width = ScreenEmulator.cellWidth(of: character)
    if cursor.column + width > columns {
      cursor.column = 0
      lineFeed()
    }
    cells[cursor.row][cursor.column] = character
    if width == 2 { cells[cursor.row][cursor.column + 1] = ScreenEmulator.continuation }
    cursor.column = min(cursor.column + width, columns)
    if cursor.column == columns { cursor.column = columns - 1 }
  }

  private mutating func control(_ byte: UInt8) {
    switch byte {
    case 0x0D: cursor.column = 0
    case 0x0A, 0x0B, 0x0C: lineFeed()
    case 0x08: cursor.column = max(0, cursor.column - 1)
    case 0x09: cursor.column = min(columns - 1, (cursor.column / 8 + 1) * 8)
    default: break
    }
  }

  private mutating func escape(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "7"): savedCursor = cursor
    case UInt8(ascii: "8"): cursor = savedCursor
    case UInt8(ascii: "c"): clear(all: true)
    default: break
    }
  }

  private mutating func lineFeed() {
    if cursor.row == rows - 1 {
      cells.removeFirst()
      cells.append(Array(repeating: " ", count: columns))
    } else {
      cursor.row += 1
    }
  }

  private mutating func csi(_ parameters: String, _ final: UInt8) {
    if parameters.hasPrefix("?") {
      privateMode(parameters.dropFirst(), set: final == UInt8(ascii: "h"))
      return
    }
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    func number(_ index: Int, _ fallback: Int) -> Int {
      index < numbers.count ? (numbers[index].flatMap { $0 == 0 ? nil : $0 } ?? fallback) : fallback
    }
    switch final {
    case UInt8(ascii: "H"), UInt8(ascii: "f"):
      cursor = (clamp(number(0, 1) - 1, rows), clamp(number(1, 1) - 1, columns))
    case UInt8(ascii: "A"): cursor.row = clamp(cursor.row - number(0, 1), rows)
    case UInt8(ascii: "B"): cursor.row = clamp(cursor.row + number(0, 1), rows)
    case UInt8(ascii: "C"): cursor.column = clamp(cursor.column + number(0, 1), columns)
    case UInt8(ascii: "D"): cursor.column = clamp(cursor.column - number(0, 1), columns)
    case UInt8(ascii: "G"): cursor.column = clamp(number(0, 1) - 1, columns)
    case UInt8(ascii: "d"): cursor.row = clamp(number(0, 1) - 1, rows)
    case UInt8(ascii: "J"): eraseDisplay(numbers.first.flatMap { $0 } ?? 0)
    case UInt8(ascii: "K"): eraseLine(numbers.first.flatMap { $0 } ?? 0)
    case UInt8(ascii: "X"): blank(row: cursor.row, from: cursor.column, to: cursor.column + number(0, 1))
    case UInt8(ascii: "s"): savedCursor = cursor
    case UInt8(ascii: "u"): cursor = savedCursor
    default: break
    }
  }

  private mutating func privateMode(_ parameters: Substring, set: Bool) {
    for mode in parameters.split(separator: ";") {
      switch mode {
      case "25": isCursorVisible = set
      case "2004": isBracketedPaste = set
      case "1049", "47", "1047":
        if set != isAlternateScreen {
          isAlternateScreen = set
          clear(all: true)
        }
      default: break
      }
    }
  }

  private mutating func eraseDisplay(_ mode: Int) {
    switch mode {
    case 0:
      eraseLine(0)
      for row in (cursor.row + 1)..<rows { blank(row: row, from: 0, to: columns) }
    case 1:
      eraseLine(1)
      for row in 0..<cursor.row { blank(row: row, from: 0, to: columns) }
    default:
      for row in 0..<rows { blank(row: row, from: 0, to: columns) }
    }
  }

  private mutating func eraseLine(_ mode: Int) {
    switch mode {
    case 0: blank(row: cursor.row, from: cursor.column, to: columns)
    case 1: blank(row: cursor.row, from: 0, to: cursor.column + 1)
    default: blank(row: cursor.row, from: 0, to: columns)
    }
  }

  private mutating func blank(row: Int, from start: Int, to end: Int) {
    guard start < end else { return }
    for column in start..<min(end, columns) { cells[row][column] = " " }
  }

  private mutating func clear(all: Bool) {
    for row in 0..<rows { blank(row: row, from: 0, to: columns) }
    if all { cursor = (0, 0) }
  }

  private func clamp(_ value: Int, _ limit: Int) -> Int {
    max(0, min(value, limit - 1))
  }

  /// Two cells for East Asian wide and emoji characters, one otherwise.
  static func cellWidth(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 1 }
    if scalar.properties.isEmojiPresentation { return 2 }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }
}

extension ScreenEmulator {
  mutating func apply(_ event: EscapeParser.Event) {
    lastCluster = nil
    // Only moves end a pending wrap: styles (SGR) and REP keep it.
    switch event {
    case .csi(_, UInt8(ascii: "m")), .csi(_, UInt8(ascii: "b")): break
    default: wrapPending = false
    }
    switch event {
    case .control(let byte): control(byte)
    case .escape(let byte): escape(byte)
    case .csi(let parameters, let final): csi(parameters, final)
    }
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

  mutating func lineFeed() {
    if cursor.row == rows - 1 {
      cells.removeFirst()
      cells.append(Array(repeating: " ", count: columns))
      spans.removeFirst()
      spans.append(Array(repeating: 1, count: columns))
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
    case UInt8(ascii: "b"):
      if let lastPrinted {
        for _ in 0..<min(number(0, 1), rows * columns) { place(lastPrinted) }
      }
    case UInt8(ascii: "s"): savedCursor = cursor
    case UInt8(ascii: "u"): cursor = savedCursor
    default: break
    }
  }

  private mutating func privateMode(_ parameters: Substring, set: Bool) {
    for mode in parameters.split(separator: ";") {
      switch mode {
      case "25": isCursorVisible = set
      case "7": isAutowrap = set
      case "2004": isBracketedPaste = set
      case "1049", "47", "1047":
        if set != isAlternateScreen {
          isAlternateScreen = set
          clear(all: true)
        }
      default:
        if let number = Int(mode) {
          if set { mouseModes.insert(number) } else { mouseModes.remove(number) }
        }
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

  private mutating func clear(all: Bool) {
    for row in 0..<rows { blank(row: row, from: 0, to: columns) }
    if all { cursor = (0, 0) }
  }

  private func clamp(_ value: Int, _ limit: Int) -> Int {
    max(0, min(value, limit - 1))
  }
}

/// A small terminal emulator for tests: it applies the output of a full-screen program to a
/// grid of characters, so a test can read the screen the way a person would see it.
///
/// It understands what Switchyard's renderer and common programs emit: printable UTF-8 (wide
/// characters take two cells), CR, LF, BS, TAB, cursor positioning and movement, erase in
/// display and line, save/restore cursor, and the alternate screen. Styles (SGR) and other
/// modes are parsed and tracked as flags, not drawn.
public struct ScreenEmulator: Sendable, CustomStringConvertible {
  public private(set) var columns: Int
  public private(set) var rows: Int
  /// The cursor position, zero-based.
  public internal(set) var cursor = (row: 0, column: 0)
  /// Whether the alternate screen is active.
  public internal(set) var isAlternateScreen = false
  /// Whether the cursor is shown.
  public internal(set) var isCursorVisible = true
  /// Whether bracketed paste is on.
  public internal(set) var isBracketedPaste = false

  var cells: [[Character]]
  var savedCursor = (row: 0, column: 0)
  var parser = EscapeParser()
  var utf8 = UTF8Accumulator()

  /// Creates an empty `columns`×`rows` screen.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
  }

  /// The screen's text (so failure messages show the screen, not the emulator's insides).
  public var description: String { text }

  /// The screen as lines of text, trailing spaces removed.
  public var text: String {
    lines.joined(separator: "\n")
  }

  /// The screen's lines, trailing spaces removed (wide characters appear once).
  public var lines: [String] {
    cells.map { row in
      var line = ""
      for cell in row where cell != ScreenEmulator.continuation { line.append(cell) }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// Changes the screen size, keeping what fits.
  public mutating func resize(columns: Int, rows: Int) {
    var resized = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
    for row in 0..<min(rows, self.rows) {
      for column in 0..<min(columns, self.columns) { resized[row][column] = cells[row][column] }
    }
    cells = resized
    self.columns = columns
    self.rows = rows
    cursor = (min(cursor.row, rows - 1), min(cursor.column, columns - 1))
  }

  /// Applies program output.
  public mutating func feed(_ bytes: [UInt8]) {
    for byte in bytes {
      if let event = parser.consume(byte) {
        apply(event)
      } else if parser.isIdle, !parser.swallowed {
        if let character = utf8.consume(byte) { put(character) }
      }
    }
  }

  /// Marks the right half of a wide character.
  static let continuation: Character = "\u{0}"
}

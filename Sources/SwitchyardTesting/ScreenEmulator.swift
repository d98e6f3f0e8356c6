import TerminalUI

/// A small terminal emulator for tests: it applies the output of a full-screen program to a
/// grid of characters, so a test can read the screen the way a person would see it.
///
/// It understands what Switchyard's renderer and common programs emit: printable UTF-8
/// grouped into grapheme clusters (each as wide as ``width`` says; writing over part of a wide
/// cluster blanks the rest of it, as terminals do), CR, LF, BS, TAB, cursor positioning and
/// movement, erase in display and line, erase and repeat characters (ECH, REP), autowrap on
/// and off (DECAWM), save/restore cursor, and the alternate screen. Styles (SGR) are parsed and
/// dropped; modes (cursor, bracketed paste, mouse reporting) are tracked as flags.
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
  /// Whether text wraps at the right margin (DECAWM, mode 7).
  public internal(set) var isAutowrap = true
  /// The mouse modes turned on (1000, 1002, 1003, 1006 …).
  public internal(set) var mouseModes: Set<Int> = []
  /// How many cells this terminal gives a grapheme cluster: by default what Switchyard
  /// thinks; a test can give another terminal's idea (an ambiguous character drawn wide…).
  public var width: @Sendable (Character) -> Int

  /// Whether the program turned mouse reporting on.
  public var isMouseReporting: Bool { !mouseModes.isDisjoint(with: [9, 1000, 1002, 1003]) }

  var cells: [[Character]]
  /// The cells each cluster takes, at its first cell (0 for continuation cells).
  var spans: [[Int]]
  /// Whether the last character was written in the last column (the next one wraps first).
  var wrapPending = false
  /// The last cluster written and where, while the cursor has not moved since: a combining
  /// scalar that arrives next joins it.
  var lastCluster: (character: Character, row: Int, column: Int)?
  /// The last cluster printed, for REP.
  var lastPrinted: Character?
  var savedCursor = (row: 0, column: 0)
  var parser = EscapeParser()
  var utf8 = UTF8Accumulator()

  /// Creates an empty `columns`×`rows` screen whose terminal measures clusters with `width`.
  public init(
    columns: Int, rows: Int, width: @escaping @Sendable (Character) -> Int = { CharacterWidth.of($0) }
  ) {
    self.columns = columns
    self.rows = rows
    self.width = width
    cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    spans = Array(repeating: Array(repeating: 1, count: columns), count: rows)
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

  /// Every cell: its cluster, or nil for the cells a wide cluster covers after its first.
  public var cellRows: [[Character?]] {
    cells.map { row in row.map { $0 == ScreenEmulator.continuation ? nil : $0 } }
  }

  /// Changes the screen size, keeping what fits.
  public mutating func resize(columns: Int, rows: Int) {
    var resized = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
    var resizedSpans = Array(repeating: Array(repeating: 1, count: columns), count: rows)
    for row in 0..<min(rows, self.rows) {
      for column in 0..<min(columns, self.columns) {
        resized[row][column] = cells[row][column]
        resizedSpans[row][column] = spans[row][column]
      }
    }
    cells = resized
    spans = resizedSpans
    self.columns = columns
    self.rows = rows
    cursor = (min(cursor.row, rows - 1), min(cursor.column, columns - 1))
    // The last cluster may lie outside the new size: nothing printed next joins it.
    lastCluster = nil
  }

  /// Applies program output.
  public mutating func feed(_ bytes: [UInt8]) {
    for byte in bytes {
      if let event = parser.consume(byte) {
        apply(event)
      } else if parser.isIdle, !parser.swallowed {
        if let character = utf8.consume(byte) { print(character) }
      }
    }
  }

  /// Marks the right half of a wide character.
  static let continuation: Character = "\u{0}"
}

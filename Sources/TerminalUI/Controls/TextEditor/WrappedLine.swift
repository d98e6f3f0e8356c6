/// One line of text laid out in rows of a given width: soft-wrapped after the last space
/// that fits (a word longer than the width is broken where it reaches the edge), by display
/// width — a wide character takes two cells and never straddles the edge, a combining mark
/// stays with its base (characters are grapheme clusters).
struct WrappedLine {
  /// One row: the line's characters from `start` (a UTF-8 offset within the line) up to the
  /// next row's start, and the cells they take.
  struct Row: Equatable {
    var start: Int
    var end: Int
    var width: Int
  }

  /// The line's rows; an empty line has one empty row.
  let rows: [Row]

  /// Lays `line` out in rows at most `width` cells wide (at least 1).
  init(_ line: Substring, width: Int) {
    let width = max(width, 1)
    if let rows = line.utf8.withContiguousStorageIfAvailable({ Self.asciiRows($0, width: width) }) ?? nil {
      self.init(rows: rows)
    } else {
      self.init(characters: line, width: width)
    }
  }

  private init(rows: [Row]) {
    self.rows = rows
  }

  /// Lays `line` out character by character (any text).
  init(characters line: Substring, width: Int) {
    let width = max(width, 1)
    var rows: [Row] = []
    var rowStart = 0
    var rowWidth = 0
    // The last space in the row: where it may break, and the row's width up to it.
    var breakAfter: (offset: Int, width: Int)?
    var offset = 0
    for character in line {
      let cells = TextEditorNode.cells(of: character)
      let size = character.utf8.count
      if rowWidth + cells > width, offset > rowStart {
        if let spot = breakAfter, spot.offset > rowStart {
          rows.append(Row(start: rowStart, end: spot.offset, width: spot.width))
          rowWidth -= spot.width
          rowStart = spot.offset
        } else {
          rows.append(Row(start: rowStart, end: offset, width: rowWidth))
          rowStart = offset
          rowWidth = 0
        }
        breakAfter = nil
      }
      rowWidth += cells
      offset += size
      if character == " " { breakAfter = (offset, rowWidth) }
    }
    rows.append(Row(start: rowStart, end: offset, width: rowWidth))
    self.rows = rows
  }

  /// The rows of an all-ASCII line, byte by byte (each byte a character one cell wide, a
  /// control character too, as it is drawn as `�`); nil when a byte is not ASCII. The same
  /// breaks as the character-by-character layout, without grapheme breaking or width lookups.
  static func asciiRows(_ bytes: UnsafeBufferPointer<UInt8>, width: Int) -> [Row]? {
    var rows: [Row] = []
    var rowStart = 0
    var breakAfter: Int?
    for offset in 0..<bytes.count {
      let byte = bytes[offset]
      guard byte < 0x80 else { return nil }
      if offset - rowStart + 1 > width, offset > rowStart {
        if let spot = breakAfter, spot > rowStart {
          rows.append(Row(start: rowStart, end: spot, width: spot - rowStart))
          rowStart = spot
        } else {
          rows.append(Row(start: rowStart, end: offset, width: offset - rowStart))
          rowStart = offset
        }
        breakAfter = nil
      }
      if byte == 0x20 { breakAfter = offset + 1 }
    }
    rows.append(Row(start: rowStart, end: bytes.count, width: bytes.count - rowStart))
    return rows
  }

  /// The row holding the line offset `offset` (the end of a row belongs to the next row,
  /// except at the end of the line).
  func row(containing offset: Int) -> Int {
    for (index, row) in rows.dropLast().enumerated() where offset < row.end { return index }
    return rows.count - 1
  }
}

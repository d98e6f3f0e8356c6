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

  /// The row holding the line offset `offset` (the end of a row belongs to the next row,
  /// except at the end of the line).
  func row(containing offset: Int) -> Int {
    for (index, row) in rows.enumerated().dropLast() where offset < row.end { return index }
    return rows.count - 1
  }
}

extension TextEditorNode {
  /// A row on screen: its line, its place in the line's wrapping, and its bytes in the text.
  struct ScreenRow {
    var line: Int
    var row: Int
    var range: Range<Int>
    var width: Int
  }

  /// The width rows wrap at: one cell short of the editor's, so the cursor after a full row
  /// still shows.
  var wrapWidth: Int { max(state.size.width - 1, 1) }

  /// Line `index` wrapped at the editor's width.
  func wrapped(_ index: Int) -> WrappedLine {
    if state.wrappedWidth != wrapWidth {
      state.wrapped.removeAll(keepingCapacity: true)
      state.wrappedWidth = wrapWidth
    }
    if let layout = state.wrapped[index] { return layout }
    let layout = WrappedLine(state.line(index), width: wrapWidth)
    // A screenful or two of lines is all a frame needs; a long scroll starts afresh.
    if state.wrapped.count > 1_000 { state.wrapped.removeAll(keepingCapacity: true) }
    state.wrapped[index] = layout
    return layout
  }

  /// Where the cursor is: its line, the row of the line's wrapping, and its display column.
  func cursorPlace() -> (line: Int, row: Int, column: Int) {
    let line = state.lines.line(containing: state.cursor)
    let start = state.lines.range(ofLine: line).lowerBound
    let layout = wrapped(line)
    let offset = state.cursor - start
    let row = layout.row(containing: offset)
    let rowStart = layout.rows[row].start
    let text = state.line(line)
    let from = text.utf8.index(text.startIndex, offsetBy: rowStart)
    let to = text.utf8.index(text.startIndex, offsetBy: offset)
    let column = text[from..<to].reduce(0) { $0 + Self.cells(of: $1) }
    return (line, row, column)
  }

  /// The rows from `top` on, at most `count`.
  func screenRows(from top: (line: Int, row: Int), count: Int) -> [ScreenRow] {
    var rows: [ScreenRow] = []
    var line = top.line
    var first = top.row
    while rows.count < count, line < state.lines.count {
      let start = state.lines.range(ofLine: line).lowerBound
      let layout = wrapped(line)
      for index in min(first, layout.rows.count - 1)..<layout.rows.count where rows.count < count {
        let row = layout.rows[index]
        rows.append(
          ScreenRow(line: line, row: index, range: (start + row.start)..<(start + row.end), width: row.width))
      }
      line += 1
      first = 0
    }
    return rows
  }

  /// The place `rows` rows before (negative) or after `place`, clamped to the text.
  func place(_ place: (line: Int, row: Int), movedBy rows: Int) -> (line: Int, row: Int) {
    var (line, row) = place
    var left = rows
    while left > 0 {
      let count = wrapped(line).rows.count
      if row + 1 < count {
        row += 1
      } else if line + 1 < state.lines.count {
        line += 1
        row = 0
      } else {
        break
      }
      left -= 1
    }
    while left < 0 {
      if row > 0 {
        row -= 1
      } else if line > 0 {
        line -= 1
        row = wrapped(line).rows.count - 1
      } else {
        break
      }
      left += 1
    }
    return (line, row)
  }

  /// Moves the first row shown so the cursor's row is on screen (as little as needed).
  func scrollToCursor() {
    let cursor = cursorPlace()
    let height = max(state.size.height, 1)
    if (cursor.line, cursor.row) < state.top {
      state.top = (cursor.line, cursor.row)
      return
    }
    // Counting from the top stops after a screenful: a cursor further down is reached
    // from its own side instead.
    let shown = screenRows(from: state.top, count: height)
    if shown.contains(where: { $0.line == cursor.line && $0.row == cursor.row }) { return }
    state.top = place((cursor.line, cursor.row), movedBy: -(height - 1))
  }

  /// The byte offset in line `line`'s row `row` at display column `column` (or the row's end).
  func offset(line: Int, row: Int, column: Int) -> Int {
    let start = state.lines.range(ofLine: line).lowerBound
    let layout = wrapped(line)
    let current = layout.rows[min(row, layout.rows.count - 1)]
    let text = state.line(line)
    var index = text.utf8.index(text.startIndex, offsetBy: current.start)
    let end = text.utf8.index(text.startIndex, offsetBy: current.end)
    var used = 0
    let isLastRow = row >= layout.rows.count - 1
    while index < end {
      let character = text[index]
      let cells = Self.cells(of: character)
      // A soft-wrapped row's last character (its space) is not a place to stop on: the next
      // row starts there.
      if used + cells > column { break }
      let next = text.index(after: index)
      if next == end, !isLastRow { break }
      used += cells
      index = next
    }
    return start + text.utf8.distance(from: text.startIndex, to: index)
  }
}

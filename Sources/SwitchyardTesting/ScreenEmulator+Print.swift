extension ScreenEmulator {
  /// Prints one character as it arrives from UTF-8: a scalar that extends the last cluster
  /// written (a combining mark, a variation selector, a ZWJ and what follows it) joins it,
  /// and the joined cluster is measured again.
  mutating func print(_ character: Character) {
    if let last = lastCluster, cursorIsAfter(last) {
      let joined = String(last.character) + String(character)
      if joined.count == 1 {
        cursor = (last.row, last.column)
        wrapPending = false
        blankCluster(row: last.row, at: last.column)
        place(Character(joined))
        return
      }
    }
    place(character)
  }

  private func cursorIsAfter(_ last: (character: Character, row: Int, column: Int)) -> Bool {
    let span = spans[last.row][last.column]
    return cursor.row == last.row && (cursor.column == last.column + span || wrapPending)
  }

  /// Writes a cluster at the cursor, `width` cells wide (clipped at the right margin when
  /// autowrap is off), and moves the cursor past it.
  mutating func place(_ character: Character) {
    let cellCount = width(character)
    guard cellCount > 0 else {
      lastCluster = nil
      return
    }
    if wrapPending || cursor.column + cellCount > columns {
      if isAutowrap && (wrapPending || cursor.column > 0) {
        cursor.column = 0
        lineFeed()
      } else if wrapPending {
        cursor.column = max(0, columns - cellCount)
      }
      wrapPending = false
    }
    let row = cursor.row
    let column = cursor.column
    let end = min(columns, column + cellCount)
    for x in column..<end { blankCluster(row: row, at: x) }
    cells[row][column] = character
    spans[row][column] = end - column
    for x in (column + 1)..<max(column + 1, end) {
      cells[row][x] = ScreenEmulator.continuation
      spans[row][x] = 0
    }
    lastCluster = (character, row, column)
    lastPrinted = character
    if end >= columns {
      cursor.column = columns - 1
      wrapPending = true
    } else {
      cursor.column = end
    }
  }

  /// Blanks the whole cluster that covers (`row`, `column`), if any part of it is there.
  mutating func blankCluster(row: Int, at column: Int) {
    var start = column
    while start > 0, spans[row][start] == 0 { start -= 1 }
    let span = max(1, spans[row][start])
    for x in start..<min(columns, start + span) {
      cells[row][x] = " "
      spans[row][x] = 1
    }
  }

  /// Blanks cells `start..<end` of `row`, and whatever is left of a cluster cut by the range.
  mutating func blank(row: Int, from start: Int, to end: Int) {
    let end = min(end, columns)
    guard start < end else { return }
    blankCluster(row: row, at: start)
    blankCluster(row: row, at: end - 1)
    for column in start..<end {
      cells[row][column] = " "
      spans[row][column] = 1
    }
  }
}

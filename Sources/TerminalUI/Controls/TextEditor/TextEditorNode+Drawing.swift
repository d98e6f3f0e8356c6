extension TextEditorNode {
  /// Draws the rows from the first one shown, the selection and the cursor.
  func drawEditor(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    mouseRect = rect.intersection(canvas.clip)
    guard rect.width > 0, rect.height > 0 else { return }
    attach(to: context.host)
    state.size = Size(width: rect.width, height: rect.height)
    let focused = context.isFocused(self)
    // Underlined rows, as a text field's: the area that takes text shows even when empty.
    let base = context.style.merged(with: Style(underline: true))
    if state.text.isEmpty {
      canvas.fill(rect, style: base)
      canvas.text(
        title, x: rect.x, y: rect.y, style: base.merged(with: context.theme[.muted]), maxWidth: rect.width)
      if focused { canvas.restyle(Rect(x: rect.x, y: rect.y, width: 1, height: 1)) { $0.reverse = true } }
      return
    }
    let selection = state.selection
    let selected = base.merged(with: context.theme[.selection])
    let cursor = focused ? cursorPlace() : nil
    let rows = screenRows(from: state.top, count: rect.height)
    drawnRows = rows
    for (y, row) in rows.enumerated() {
      var x = rect.x
      let line = state.text[state.index(row.range.lowerBound)..<state.index(row.range.upperBound)]
      if selection?.overlaps(row.range) != true, line.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
        // Printable ASCII, nothing selected: the row in one go.
        x += canvas.text(String(line), x: x, y: rect.y + y, style: base, maxWidth: rect.width)
      } else {
        var offset = row.range.lowerBound
        for character in line {
          let isSelected = selection?.contains(offset) == true
          let shown = Sanitizer.isControl(character) ? "\u{FFFD}" : String(character)
          x += canvas.text(
            shown, x: x, y: rect.y + y, style: isSelected ? selected : base, maxWidth: rect.maxX - x)
          offset += character.utf8.count
        }
      }
      canvas.fill(Rect(x: x, y: rect.y + y, width: rect.maxX - x, height: 1), style: base)
      if let cursor, cursor.line == row.line, cursor.row == row.row {
        let column = rect.x + min(cursor.column, rect.width - 1)
        canvas.restyle(Rect(x: column, y: rect.y + y, width: 1, height: 1)) { $0.reverse.toggle() }
      }
    }
    if rows.count < rect.height {
      canvas.fill(
        Rect(x: rect.x, y: rect.y + rows.count, width: rect.width, height: rect.height - rows.count),
        style: base)
    }
  }
}

extension TextEditorNode {
  /// Draws the rows from the first one shown, the selection and the cursor.
  func drawEditor(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    mouseRect = rect.intersection(canvas.clip)
    guard rect.width > 0, rect.height > 0 else { return }
    attach(to: context.host)
    // Filled, an editor of two rows or more keeps its title on its first row, as a label, so a
    // filled form still says what each editor is; the text takes the rows under it.
    let labelled = rect.height >= 2 && !title.isEmpty
    let area = labelled ? Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1) : rect
    state.size = Size(width: area.width, height: area.height)
    textTop = area.y
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
    if labelled {
      canvas.text(
        title + ":", x: rect.x, y: rect.y, style: context.style.merged(with: context.theme[.muted]),
        maxWidth: rect.width)
    }
    drawText(in: area, base: base, focused: focused, canvas: &canvas, context: context)
  }

  /// Draws the text's rows from the first one shown in `rect`, with the selection and cursor.
  private func drawText(in rect: Rect, base: Style, focused: Bool, canvas: inout Canvas, context: NodeContext)
  {
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

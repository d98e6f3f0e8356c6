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
    canvas.fill(rect, style: base)
    if state.text.isEmpty {
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
      var offset = row.range.lowerBound
      let text = state.text
      var index = state.index(row.range.lowerBound)
      let end = state.index(row.range.upperBound)
      while index < end {
        let character = text[index]
        let size = character.utf8.count
        let isSelected = selection?.contains(offset) == true
        let shown = Sanitizer.isControl(character) ? "\u{FFFD}" : String(character)
        x += canvas.text(
          shown, x: x, y: rect.y + y, style: isSelected ? selected : base, maxWidth: rect.maxX - x)
        offset += size
        index = text.index(after: index)
      }
      if let cursor, cursor.line == row.line, cursor.row == row.row {
        let column = rect.x + min(cursor.column, rect.width - 1)
        canvas.restyle(Rect(x: column, y: rect.y + y, width: 1, height: 1)) { $0.reverse.toggle() }
      }
    }
  }
}

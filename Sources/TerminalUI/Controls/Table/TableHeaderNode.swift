/// A table's header row: each column's title over its cells, aligned as they are, in the
/// theme's title style; the column the rows are sorted by marked `▲` (ascending) or `▼`
/// (descending) in its accent (`^`/`v` on a terminal that does not read UTF-8). A click on a sortable column's
/// title sorts by it, or turns its sort around.
final class TableHeaderNode: Node, MouseHandling {
  weak var table: TableNode?
  /// Where the header was drawn in the last frame.
  var mouseRect: Rect?
  /// Each column's cells in the last frame: its first column and width.
  private var spans: [(x: Int, width: Int)] = []

  override var fullText: String { "" }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    guard let table else { return }
    mouseRect = rect.intersection(canvas.clip)
    spans = []
    let current = table.sorting?.current()
    var x = rect.x
    for (index, column) in table.columns.enumerated() where index < table.widths.count {
      let width = min(table.widths[index], rect.maxX - x)
      guard width > 0 else { break }
      spans.append((x, width))
      let isSorted = current?.column == index
      let mark = isSorted ? (current!.ascending ? " ▲" : " ▼") : ""
      let title = CharacterWidth.truncate(column.title, to: width - CharacterWidth.of(mark)) + mark
      let style = context.style(isSorted ? .accent : .title)
      let offset = column.alignment.offset(of: CharacterWidth.of(title), in: width)
      canvas.text(
        title, x: x + offset, y: rect.y, style: style, maxWidth: width - offset)
      x += width + TableLayout.spacing
    }
  }

  /// A click focuses the table; on a sortable column's title it sorts by that column (again:
  /// the other way round).
  func handle(_ event: MouseEvent, context: NodeContext) -> Bool {
    guard event.action == .press, let table else { return false }
    context.host.focus(id: table.id)
    let column = spans.firstIndex { event.column >= $0.x && event.column < $0.x + $0.width }
    if let column, let sorting = table.sorting, sorting.sortableColumns.contains(column) {
      sorting.sort(column)
    }
    return true
  }
}

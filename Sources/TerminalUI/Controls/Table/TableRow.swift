/// One row of a ``Table``: a cell for each column, built only when the row is drawn (or read
/// in plain line mode), straight from the columns' content.
struct TableRow<Value: Identifiable>: View, PrimitiveView {
  let value: Value
  let columns: [TableColumnSpec]
  let cells: [@MainActor (Value, BuildContext) -> [Node]]
  /// Where the row's nodes from the last frame are kept, with how to tell its value has not
  /// changed (``Table/reusingUnchangedRows(dependingOn:)``).
  var reuse: RowCache<Value>?

  var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    guard let reuse else { return [build(context)] }
    return [reuse.row(showing: value, in: context, build: build)]
  }

  private func build(_ context: BuildContext) -> Node {
    var nodes: [Node] = []
    nodes.reserveCapacity(cells.count)
    for index in cells.indices {
      let built = cells[index](value, context.child(index))
      nodes.append(
        built.count == 1 ? built[0] : single(built, id: BuildContext.path(context.id, ".", String(index))))
    }
    return TableRowNode(id: context.id, columns: columns, cells: nodes)
  }
}

/// A table row's cells side by side, each in its column's width (set by the table before
/// the row draws), aligned as its column says and cut at its edge.
final class TableRowNode: Node {
  let columns: [TableColumnSpec]
  /// Each column's width in this frame (``TableLayout``).
  var widths: [Int] = []

  init(id: String, columns: [TableColumnSpec], cells: [Node]) {
    self.columns = columns
    super.init(id: id, children: cells)
  }

  override func measure(_ available: Size) -> Size {
    Size(width: available.width, height: min(1, available.height))
  }

  /// The width cell `column` wants, at most `limit` (a column that fits its content asks).
  func contentWidth(of column: Int, limit: Int) -> Int {
    children[column].measure(Size(width: limit, height: 1)).width
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    var x = rect.x
    for (index, cell) in children.enumerated() where index < widths.count {
      let width = min(widths[index], rect.maxX - x)
      guard width > 0 else { break }
      let size = cell.measure(Size(width: width, height: 1))
      let offset = columns[index].alignment.offset(of: size.width, in: width)
      let cellRect = Rect(x: x, y: rect.y, width: width, height: 1)
      canvas.clipped(to: cellRect) { canvas in
        cell.draw(
          in: Rect(x: x + offset, y: rect.y, width: size.width, height: 1), canvas: &canvas, context: context)
      }
      x += width + TableLayout.spacing
    }
  }

  /// The row read out whole: each cell after its column's title (`Title: Buy milk · Due:
  /// today`), a cell of a column without one before the next cell (`[ ] Title: Buy milk`),
  /// empty cells left out.
  override var fullText: String {
    var text = ""
    var separator = ""
    for (column, cell) in zip(columns, children) {
      let cellText = cell.fullText
      guard !cellText.isEmpty else { continue }
      text += separator + (column.title.isEmpty ? cellText : column.title + ": " + cellText)
      separator = column.title.isEmpty ? " " : " · "
    }
    return text
  }
}

extension HorizontalAlignment {
  /// Where something `width` cells wide starts within `available` cells.
  func offset(of width: Int, in available: Int) -> Int {
    switch self {
    case .leading: 0
    case .center: max(0, available - width) / 2
    case .trailing: max(0, available - width)
    }
  }
}

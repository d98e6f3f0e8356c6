/// A ``Table`` in one frame: a list (``ListNode``: selection, keys, mouse, scrolling, plain
/// line mode) whose rows are ``TableRowNode``s, under a header row. Only the rows on screen
/// are built, once a frame; the columns that fit their content measure those rows alone.
final class TableNode: ListNode {
  let columns: [TableColumnSpec]
  let sorting: TableSorting?
  let header: TableHeaderNode
  /// Each column's width in the last frame.
  private(set) var widths: [Int] = []
  /// The rows built for this frame, by position.
  private var builtRows: [Int: Node] = [:]
  /// Told the rows on screen when they change (``Table/onVisibleRowsChange(_:)``).
  let visibleRowsAction: (@MainActor (Range<Int>) -> Void)?

  init(
    context: BuildContext, rows: ListRows, columns: [TableColumnSpec], sorting: TableSorting?,
    filter: ListFilter?, emptyText: String, visibleRowsAction: (@MainActor (Range<Int>) -> Void)? = nil
  ) {
    self.columns = columns
    self.sorting = sorting
    self.visibleRowsAction = visibleRowsAction
    header = TableHeaderNode(id: context.id + "#header")
    super.init(context: context, rows: rows, filter: filter, emptyText: emptyText)
    header.table = self
    setChildren([header])
  }

  override var accessibilityLabel: String {
    "table, \(count) \(count == 1 ? "row" : "rows")" + (sortDescription.map { ", sorted by " + $0 } ?? "")
  }

  /// The sort column and direction in words (`Due, ascending`), if the rows are sorted by one.
  var sortDescription: String? {
    guard let current = sorting?.current() else { return nil }
    return columns[current.column].title + (current.ascending ? ", ascending" : ", descending")
  }

  override func measure(_ available: Size) -> Size {
    let filterLine = filter?.isShown == true ? 1 : 0
    return Size(width: available.width, height: min(available.height, max(count, 1) + filterLine + 1))
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    builtRows = [:]
    guard rect.height > 0 else {
      header.mouseRect = nil
      return super.draw(in: rect, canvas: &canvas, context: context)
    }
    var body = rect
    body.y += 1
    body.height -= 1
    let rowsArea = rowsArea(in: body)
    let cellsX = rect.x + 2
    let cellsWidth = rowWidth(in: rowsArea) - 2
    var shown = 0..<0
    if count > 0, rowsArea.height > 0 {
      let first = firstVisibleRow(height: rowsArea.height, host: context.host)
      shown = first..<min(count, first + rowsArea.height)
      for index in shown { builtRows[index] = super.rowNode(index) }
    }
    // In plain line mode the rows shown are the page printed (``reportVisibleRows(_:host:)``).
    if !context.host.printsLines { reportVisibleRows(shown, host: context.host) }
    widths = TableLayout.widths(demands(width: cellsWidth), in: cellsWidth)
    for row in builtRows.values { (row as? TableRowNode)?.widths = widths }
    header.draw(
      in: Rect(x: cellsX, y: rect.y, width: max(0, cellsWidth), height: 1), canvas: &canvas, context: context)
    super.draw(in: body, canvas: &canvas, context: context)
  }

  /// Tells ``visibleRowsAction`` the rows shown, once the frame is drawn, when they are not
  /// the ones it was told last or the table's row count changed since: a row removed above
  /// the screen leaves the same positions shown, but other rows at them, and a client that
  /// keeps a window of its data must hear of it to read the rows that came into view.
  func reportVisibleRows(_ shown: Range<Int>, host: ViewHost) {
    let told = VisibleRows(shown: shown, count: count)
    guard let visibleRowsAction, host[VisibleRowsKey.self, id] != told else { return }
    host[VisibleRowsKey.self, id] = told
    host.afterFrame { visibleRowsAction(shown) }
  }

  /// What each column asks of the layout; a column that fits its content measures the rows
  /// built for this frame.
  private func demands(width: Int) -> [TableColumnDemand] {
    columns.enumerated().map { index, column in
      var demand = TableColumnDemand(width: column.width, titleWidth: column.titleWidth)
      if case .fit(_, let max) = column.width {
        let limit = Swift.max(0, Swift.min(max ?? width, width))
        demand.contentWidth = builtRows.values.reduce(0) { widest, row in
          Swift.max(widest, (row as? TableRowNode)?.contentWidth(of: index, limit: limit) ?? 0)
        }
      }
      return demand
    }
  }

  /// Row `index`: the one built for this frame, else built now (plain line mode reads rows
  /// off screen), laid out in the last frame's widths.
  override func rowNode(_ index: Int) -> Node {
    if let row = builtRows[index] { return row }
    let row = super.rowNode(index)
    (row as? TableRowNode)?.widths = widths
    return row
  }

  /// The sort keys first (not while a filter is typed: its text may hold an `s`), then the
  /// list's.
  override func handle(_ key: Key, context: NodeContext) -> Bool {
    if let sorting, !takesText, let command = Keymap.tableCommand(for: key, in: context.host) {
      if command == "sort" { sorting.sortByNextColumn() } else { sorting.reverseOrder() }
      return true
    }
    return super.handle(key, context: context)
  }

  override func uses(_ key: Key) -> Bool {
    sorting != nil && !takesText && Keymap.tableCommand(for: key, in: context.host) != nil
  }

  override var hints: [KeyHint] {
    guard sorting?.sortableColumns.isEmpty == false, !takesText else { return super.hints }
    func hint(_ name: String) -> KeyHint {
      let key = Keymap.tableKeys(name, in: context.host).first
      return KeyHint(key?.description ?? "", name, press: key)
    }
    return super.hints + [hint("sort"), hint("reverse")]
  }
}

/// A ``List`` in the tree (and, subclassed, an ``OutlineGroup``): builds and draws only the
/// rows on screen.
class ListNode: Node {
  let context: BuildContext
  let rows: ListRows
  let filter: ListFilter?
  let emptyText: String
  /// Rows shown in the last frame, for paging.
  var pageSize = 10
  /// The rows drawn in the last frame and where (plain line mode reads their text).
  private(set) var visibleRows: [(index: Int, rect: Rect)] = []
  /// The row nodes drawn in the last frame, by row: a click inside a row reaches an
  /// ``View/onClick(perform:)`` of the row's views.
  private(set) var drawnRowNodes: [Int: Node] = [:]
  /// Where the list was drawn in the last frame (clicks and the wheel land there).
  private(set) var mouseRect: Rect?

  init(context: BuildContext, rows: ListRows, filter: ListFilter?, emptyText: String) {
    self.context = context
    self.rows = rows
    self.filter = filter
    self.emptyText = emptyText
    super.init(id: context.id)
    expandsHorizontally = true
    expandsVertically = true
  }

  var count: Int { rows.count }
  var onSubmit: (@MainActor (Int) -> Void)? { rows.submit }

  /// The columns before each row for the selection marker (`▸ `); 0 for none (an outline
  /// marks the selection by style alone: the accent role while it is not focused).
  var markerWidth: Int { 2 }

  /// A click on row `index`, `column` cells into the row, before the list selects it: true
  /// when the click did something else (an outline's disclosure mark).
  func handleClick(onRow index: Int, column: Int, context: NodeContext) -> Bool { false }

  override var isFocusable: Bool { true }
  override var takesText: Bool { filter?.isEditing ?? false }
  override var accessibilityLabel: String { "list, \(count) rows" }
  override var hints: [KeyHint] {
    if let filter, filter.isEditing {
      return [KeyHint("type", "filter"), KeyHint("enter", "keep filter"), KeyHint("esc", "clear filter")]
    }
    let up = Keymap.listKeys("up", in: context.host).first?.description ?? "↑"
    let down = Keymap.listKeys("down", in: context.host).first?.description ?? "↓"
    var hints = [KeyHint(up + down, "move")]
    if onSubmit != nil { hints.append(KeyHint("enter", "open", press: .enter)) }
    if let filter {
      let key = Keymap.listKeys("filter", in: context.host).first
      hints.append(
        filter.query.isEmpty
          ? KeyHint(key?.description ?? "", "filter", press: key)
          : KeyHint("esc", "clear filter", press: .escape))
    }
    return hints
  }

  override var moreHints: [KeyHint] {
    func keys(_ name: String, all: Bool = false) -> String {
      let keys = Keymap.listKeys(name, in: context.host).map(\.description)
      return all ? keys.joined(separator: "/") : keys.first ?? ""
    }
    return [
      KeyHint(keys("page up") + "/" + keys("page down"), "page up / down"),
      KeyHint(keys("first") + "/" + keys("last"), "first / last row"),
      KeyHint(keys("up", all: true) + " " + keys("down", all: true), "up / down"),
    ]
  }

  /// The selected row, read once per frame; a data list looks first where it was last time.
  /// When the selection names no row (its row went away, or nothing was selected yet), the
  /// row at the same position as last time is highlighted and becomes the selection.
  lazy var selected: Int = {
    let resolved = rows.resolve(context.host[SelectedRowKey.self, id])
    if !resolved.isBound { rows.select(count > 0 ? resolved.position : nil) }
    return resolved.position
  }()

  override func measure(_ available: Size) -> Size {
    let filterLine = filter?.isShown == true ? 1 : 0
    return Size(width: available.width, height: min(available.height, max(count, 1) + filterLine))
  }

  /// The first row shown, adjusted so the selection is on screen.
  func firstVisibleRow(height: Int, host: ViewHost) -> Int {
    var offset = host[ScrollOffsetKey.self, id]
    let selected = self.selected
    if selected < offset { offset = selected }
    if selected >= offset + height { offset = selected - height + 1 }
    offset = max(0, min(offset, max(0, count - height)))
    host[ScrollOffsetKey.self, id] = offset
    return offset
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    visibleRows = []
    drawnRowNodes = [:]
    mouseRect = rect.intersection(canvas.clip)
    let selected = self.selected  // also when nothing is drawn: an empty list selects nothing
    let rows = rowsArea(in: rect)
    if let filter, rows.height < rect.height {
      canvas.text(
        filter.line(matching: count), x: rect.x, y: rows.maxY,
        style: context.style.merged(with: Style(bold: filter.isEditing)), maxWidth: rect.width)
    }
    let rect = rows
    guard rect.height > 0 else { return }
    pageSize = rect.height
    guard count > 0 else {
      let text = filter.flatMap { $0.query.isEmpty ? nil : $0.noRowsText } ?? emptyText
      canvas.text(
        text, x: rect.x + 2, y: rect.y, style: context.style(.muted),
        maxWidth: rect.width - 2)
      return
    }
    let focused = context.isFocused(self)
    let first = firstVisibleRow(height: rect.height, host: context.host)
    context.host[SelectedRowKey.self, id] = selected
    let scrolls = count > rect.height
    let width = rowWidth(in: rect)
    for index in first..<min(count, first + rect.height) {
      let y = rect.y + index - first
      let isSelected = index == selected
      if markerWidth > 0 {
        let marker = isSelected ? (focused ? "▸ " : "› ") : "  "
        canvas.text(
          marker, x: rect.x, y: y, style: context.style.merged(with: Style(bold: true)), maxWidth: width)
      }
      let rowRect = Rect(x: rect.x + markerWidth, y: y, width: width - markerWidth, height: 1)
      let node = rowNode(index)
      node.draw(in: rowRect, canvas: &canvas, context: context)
      visibleRows.append((index, rowRect))
      drawnRowNodes[index] = node
      if isSelected && (focused || markerWidth == 0) {
        let selection = context.theme[focused ? .selection : .accent]
        canvas.restyle(Rect(x: rect.x, y: y, width: width, height: 1)) { $0 = $0.merged(with: selection) }
      }
    }
    if scrolls { drawScrollbar(in: rect, first: first, canvas: &canvas, context: context) }
  }

  /// Where the rows go in `rect`: all of it, less the filter line at the bottom while it
  /// shows.
  func rowsArea(in rect: Rect) -> Rect {
    guard filter?.isShown == true, rect.height > 1 else { return rect }
    return Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height - 1)
  }

  /// The width of the rows drawn in `rect`, their marker included: all of it, less the
  /// scrollbar's column when the rows do not all fit.
  func rowWidth(in rect: Rect) -> Int { count > rect.height ? rect.width - 1 : rect.width }

  /// The row at `index`, built.
  func rowNode(_ index: Int) -> Node {
    single(rows.row(index).nodes(context.child(index)), id: id + ".row")
  }

  /// A one-column scrollbar on the right edge: the thumb shows where the screenful is.
  private func drawScrollbar(in rect: Rect, first: Int, canvas: inout Canvas, context: NodeContext) {
    let x = rect.maxX - 1
    let thumb = max(1, rect.height * rect.height / count)
    let top = (rect.height - thumb) * first / max(1, count - rect.height)
    // Two fills, each glyph looked up once: the track, then the thumb over it.
    canvas.fill(
      Rect(x: x, y: rect.y, width: 1, height: rect.height), character: "│",
      style: context.style.merged(with: Style(dim: true)))
    canvas.fill(
      Rect(x: x, y: rect.y + top, width: 1, height: thumb), character: "┃",
      style: context.style.merged(with: Style(dim: false)))
  }

  override func handle(_ key: Key, context: NodeContext) -> Bool { handleKey(key) }
}

final class ListNode: Node {
  let context: BuildContext
  let count: Int
  let selection: Binding<Int>
  let locate: (@MainActor (Int) -> Int)?
  let emptyText: String
  let onSubmit: (@MainActor (Int) -> Void)?
  let row: @MainActor (Int) -> AnyView
  /// Rows shown in the last frame, for paging.
  var pageSize = 10
  /// The rows drawn in the last frame and where (plain line mode reads their text).
  private(set) var visibleRows: [(index: Int, rect: Rect)] = []
  /// Where the list was drawn in the last frame (clicks and the wheel land there).
  private(set) var mouseRect: Rect?

  init(
    context: BuildContext, count: Int, selection: Binding<Int>, locate: (@MainActor (Int) -> Int)?,
    emptyText: String, onSubmit: (@MainActor (Int) -> Void)?, row: @escaping @MainActor (Int) -> AnyView
  ) {
    self.context = context
    self.count = count
    self.selection = selection
    self.locate = locate
    self.emptyText = emptyText
    self.onSubmit = onSubmit
    self.row = row
    super.init(id: context.id)
    expandsHorizontally = true
    expandsVertically = true
  }

  override var isFocusable: Bool { true }
  override var accessibilityLabel: String { "list, \(count) rows" }
  override var hints: [KeyHint] {
    var hints = [KeyHint("↑↓", "move")]
    if onSubmit != nil { hints.append(KeyHint("enter", "open")) }
    return hints
  }

  override var moreHints: [KeyHint] {
    [
      KeyHint("pgup/pgdn", "page up / down"), KeyHint("home/end", "first / last row"),
      KeyHint("k/j", "up / down"),
    ]
  }

  /// The selected row, read once per frame; a data list looks first where it was last time.
  lazy var selected: Int = {
    let position = locate.map { $0(context.host.value(for: id + ".selected", default: 0)) }
    return min(max(position ?? selection.wrappedValue, 0), max(0, count - 1))
  }()

  override func measure(_ available: Size) -> Size {
    Size(width: available.width, height: min(available.height, max(count, 1)))
  }

  /// The first row shown, adjusted so the selection is on screen.
  func firstVisibleRow(height: Int, host: ViewHost) -> Int {
    var offset = host.value(for: id + ".offset", default: 0)
    let selected = self.selected
    if selected < offset { offset = selected }
    if selected >= offset + height { offset = selected - height + 1 }
    offset = max(0, min(offset, max(0, count - height)))
    host.setValue(offset, for: id + ".offset")
    return offset
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: DrawContext) {
    visibleRows = []
    mouseRect = rect.intersection(canvas.clip)
    guard rect.height > 0 else { return }
    pageSize = rect.height
    guard count > 0 else {
      canvas.text(
        emptyText, x: rect.x + 2, y: rect.y, style: context.style.merged(with: Style(dim: true)),
        maxWidth: rect.width - 2)
      return
    }
    let focused = context.isFocused(self)
    let first = firstVisibleRow(height: rect.height, host: context.host)
    context.host.setValue(selected, for: id + ".selected")
    let scrolls = count > rect.height
    let width = scrolls ? rect.width - 1 : rect.width
    for index in first..<min(count, first + rect.height) {
      let y = rect.y + index - first
      let isSelected = index == selected
      let marker = isSelected ? (focused ? "▸ " : "› ") : "  "
      canvas.text(
        marker, x: rect.x, y: y, style: context.style.merged(with: Style(bold: true)), maxWidth: width)
      let rowRect = Rect(x: rect.x + 2, y: y, width: width - 2, height: 1)
      let node = single(row(index).nodes(self.context.child(index)), id: id + ".row")
      node.draw(in: rowRect, canvas: &canvas, context: context)
      visibleRows.append((index, rowRect))
      if isSelected && focused {
        canvas.restyle(Rect(x: rect.x, y: y, width: width, height: 1)) { $0.reverse = true }
      }
    }
    if scrolls { drawScrollbar(in: rect, first: first, canvas: &canvas, context: context) }
  }

  /// A one-column scrollbar on the right edge: the thumb shows where the screenful is.
  private func drawScrollbar(in rect: Rect, first: Int, canvas: inout Canvas, context: DrawContext) {
    let x = rect.maxX - 1
    let thumb = max(1, rect.height * rect.height / count)
    let top = (rect.height - thumb) * first / max(1, count - rect.height)
    for row in 0..<rect.height {
      let inThumb = row >= top && row < top + thumb
      canvas.text(
        inThumb ? "┃" : "│", x: x, y: rect.y + row, style: context.style.merged(with: Style(dim: !inThumb)))
    }
  }

  /// Selects row `index` (clamped), as the arrow keys would.
  func select(_ index: Int) {
    guard count > 0 else { return }
    selected = min(max(index, 0), count - 1)
    selection.wrappedValue = selected
    self.context.host.setValue(selected, for: id + ".selected")
  }

  override func handle(_ key: Key, context: DrawContext) -> Bool {
    guard count > 0 else { return false }
    let current = selected
    let target: Int
    switch key {
    case .up, .character("k"): target = current - 1
    case .down, .character("j"): target = current + 1
    case .pageUp: target = current - pageSize
    case .pageDown: target = current + pageSize
    case .home, .character("g"): target = 0
    case .end, .character("G"): target = count - 1
    case .enter:
      guard let onSubmit else { return false }
      onSubmit(current)
      return true
    default:
      return false
    }
    let clamped = min(max(target, 0), count - 1)
    if clamped != current { select(clamped) }
    return true
  }
}

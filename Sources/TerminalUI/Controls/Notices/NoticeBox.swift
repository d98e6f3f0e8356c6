/// One notice as drawn: a box in its kind's colours, one line inside — the kind's mark, the
/// message (cut with `…` by display width when it does not fit) and the action's key and title.
@MainActor
struct NoticeBox {
  /// A box's height: its border and one line.
  static let height = 3
  /// The narrowest box worth drawing: its border, the mark and a few letters.
  static let minimumWidth = 8

  let notice: Notice
  /// Where the box is.
  let rect: Rect
  /// Where the action's label is, if the notice has one and it fits.
  let actionRect: Rect?

  /// The box for `notice`, its bottom at row `bottom`, flush with the right of `area`: as wide
  /// as its line needs, at most three quarters of a wide area (all of a narrow one).
  init(_ notice: Notice, above bottom: Int, in area: Rect) {
    self.notice = notice
    let limit = area.width < 48 ? area.width : max(48, area.width * 3 / 4)
    let width = min(limit, 4 + Self.lineWidth(of: notice))
    rect = Rect(x: area.maxX - width, y: bottom - Self.height, width: width, height: Self.height)
    if let label = Self.actionLabel(of: notice), CharacterWidth.of(label) + 5 <= width - 4 {
      let labelWidth = CharacterWidth.of(label)
      actionRect = Rect(x: rect.maxX - 2 - labelWidth, y: rect.y + 1, width: labelWidth, height: 1)
    } else {
      actionRect = nil
    }
  }

  /// The width of the line inside: mark, space, message, then two spaces and the action.
  static func lineWidth(of notice: Notice) -> Int {
    2 + CharacterWidth.of(notice.message) + (actionLabel(of: notice).map { 2 + CharacterWidth.of($0) } ?? 0)
  }

  /// `u undo`.
  static func actionLabel(of notice: Notice) -> String? {
    notice.action.map { "\($0.key) \($0.title)" }
  }

  func draw(canvas: inout Canvas, context: NodeContext) {
    let role = context.theme[notice.kind.role]
    canvas.fill(rect, style: context.style)
    BorderNode(id: "", child: Node(id: ""), title: nil, style: role).draw(
      in: rect, canvas: &canvas, context: context)
    let y = rect.y + 1
    var x = rect.x + 2
    x += canvas.text(
      notice.kind.symbol, x: x, y: y, style: context.style.merged(with: role).merged(with: Style(bold: true)))
    x += 1
    let end = (actionRect?.x ?? rect.maxX - 2) - (actionRect == nil ? 0 : 2)
    let message = CharacterWidth.truncate(notice.message, to: max(0, end - x))
    _ = canvas.text(message, x: x, y: y, style: context.style, maxWidth: end - x)
    if let actionRect, let action = notice.action {
      let keyWidth = canvas.text(
        action.key.description, x: actionRect.x, y: y, style: context.style(.accent))
      _ = canvas.text(" " + action.title, x: actionRect.x + keyWidth, y: y, style: context.style(.muted))
    }
  }
}

/// The notices that show, drawn as boxes stacked up from the bottom right of the view they
/// cover, newest at the bottom; a click dismisses one, or runs its action on the action's
/// label.
final class NoticeStackNode: Node, MouseHandling {
  let center: NoticeCenter
  let notices: [Notice]
  /// Where each notice was drawn in the last frame, newest first.
  private(set) var boxes: [NoticeBox] = []
  private(set) var mouseRect: Rect?

  init(id: String, center: NoticeCenter, notices: [Notice]) {
    self.center = center
    self.notices = notices
    super.init(id: id)
  }

  override func measure(_ available: Size) -> Size { .zero }

  /// Nothing: plain line mode announces notices on lines of their own, not in the screen's text.
  override var fullText: String { "" }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    boxes = []
    mouseRect = nil
    guard !context.host.printsLines else { return }
    var bottom = rect.maxY
    for notice in notices.reversed() {
      guard bottom - NoticeBox.height >= rect.y, rect.width >= NoticeBox.minimumWidth else { break }
      let box = NoticeBox(notice, above: bottom, in: rect)
      box.draw(canvas: &canvas, context: context)
      boxes.append(box)
      bottom -= NoticeBox.height
    }
    if let lowest = boxes.first, let highest = boxes.last {
      let left = boxes.map(\.rect.x).min() ?? lowest.rect.x
      mouseRect = Rect(
        x: left, y: highest.rect.y, width: rect.maxX - left, height: lowest.rect.maxY - highest.rect.y
      )
      .intersection(canvas.clip)
    }
  }

  func handle(_ event: MouseEvent, context: NodeContext) -> Bool {
    guard event.action == .press, event.button == .left,
      let box = boxes.first(where: { $0.rect.contains(x: event.column, y: event.row) })
    else { return false }
    if box.actionRect?.contains(x: event.column, y: event.row) == true {
      center.performAction(of: box.notice.id)
    } else {
      center.dismiss(box.notice.id)
    }
    return true
  }
}

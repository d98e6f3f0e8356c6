extension ViewHost {
  /// Opens `popover` over the screen, closing any other.
  func present(_ popover: any Popover) {
    self.popover = PopoverPresentation(popover)
    invalidate()
  }

  /// Closes the popover, if one shows.
  func dismissPopover() {
    guard popover != nil else { return }
    popover = nil
    invalidate()
  }

  /// The popover `node` opened, if it shows: the owner calls this as it draws, at `rect` with
  /// `context`, so the popover follows it (and closes when it is no longer drawn).
  func anchorPopover(of node: Node, at rect: Rect, context: NodeContext) -> (any Popover)? {
    guard let popover, popover.content.ownerID == node.id else { return nil }
    popover.anchor = rect
    popover.context = context
    popover.isAnchored = true
    return popover.content
  }

  /// Whether `node` has its popover open.
  func isShowingPopover(of node: Node) -> Bool { popover?.content.ownerID == node.id }

  /// Before a frame is drawn: a popover whose owner lost the focus closes, and the owner must
  /// anchor it again while it draws.
  func beginPopoverFrame() {
    guard let popover else { return }
    if focusedID != popover.content.ownerID { return self.popover = nil }
    popover.isAnchored = false
  }

  /// Draws the popover over the frame, or closes it when its owner was not drawn.
  func drawPopover(size: Size, canvas: inout Canvas) {
    guard let popover else { return }
    guard popover.isAnchored else { return self.popover = nil }
    let rect = popover.placement(in: size)
    popover.rect = rect
    let context = popover.context ?? nodeContext
    canvas.fill(rect, style: context.theme[.text])
    popover.content.draw(in: rect, canvas: &canvas, context: context)
  }

  /// Routes `key` to the popover: it takes every key, Esc closes it when it does not use Esc
  /// itself; other keys it leaves are dropped, so nothing behind it acts.
  func routeToPopover(_ key: Key) -> Bool {
    guard let popover else { return false }
    if popover.content.handle(key, host: self) { return true }
    if key == .escape {
      dismissPopover()
      return true
    }
    return false
  }

  /// Routes a mouse event to the popover: inside, it handles it; a click outside closes it.
  func routeToPopover(_ event: MouseEvent) -> Bool {
    guard let popover, let rect = popover.rect else { return false }
    if rect.contains(x: event.column, y: event.row) {
      _ = popover.content.handle(event, in: rect, host: self)
    } else if event.action == .press {
      dismissPopover()
    }
    return true
  }

  /// The footer's keys while a popover shows: its own, and F1 for help.
  var popoverHints: [KeyHint]? {
    popover.map { $0.content.hints(in: self) + [KeyHint("F1", "help")] }
  }
}

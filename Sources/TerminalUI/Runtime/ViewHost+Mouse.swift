/// A node that takes clicks and wheel turns where it was drawn.
@MainActor
protocol MouseHandling: Node {
  /// Where the node was drawn in the last frame (clipped), nil when it was not drawn.
  var mouseRect: Rect? { get }
  /// Handles `event`, which happened inside ``mouseRect``; returns whether it was used.
  func handle(_ event: MouseEvent, context: NodeContext) -> Bool
}

extension Rect {
  /// Whether the cell (`x`, `y`) is inside.
  func contains(x: Int, y: Int) -> Bool { x >= self.x && x < maxX && y >= self.y && y < maxY }
}

extension ViewHost {
  /// Sends a mouse report to the views under it: a left click focuses and acts (a list row
  /// is selected, a button pressed, a toggle flipped, a text field focused, a tab chosen),
  /// the wheel scrolls lists and scroll views. The view drawn last (on top) under the pointer
  /// gets it first, then the views around it. While the help overlay shows, a click closes it;
  /// while a popover shows (a picker's menu, a calendar), it takes the events inside it, and a
  /// click outside closes it. Releases, drags and moves are ignored. Returns whether a view used the event.
  @discardableResult
  public func send(_ event: MouseEvent) -> Bool {
    for observer in mouseObservers { observer(event) }
    let isClick = event.action == .press && event.button == .left
    // A drag with the left button reaches the views under it too (an editor selects).
    let isDrag = event.action == .drag && event.button == .left
    guard isClick || isDrag || event.isScroll else { return false }
    defer { invalidate() }
    if showsHelp {
      if event.isScroll { return scrollHelp(by: event.action == .scrollUp ? -3 : 3) }
      if isClick { showsHelp = false }
      return isClick
    }
    if popover != nil { return routeToPopover(event) }
    return handlingInput {
      mouseTargets(at: event.column, event.row).reversed().contains { $0.handle(event, context: nodeContext) }
    }
  }

  /// The nodes that take mouse events at (`x`, `y`), outermost first, skipping inert layers;
  /// while a dialog (``View/modalKeys()``) shows, only those inside it.
  func mouseTargets(at x: Int, _ y: Int) -> [any MouseHandling] {
    var found: [any MouseHandling] = []
    var dialog: Node?
    func findDialog(_ node: Node) {
      guard !node.isInert else { return }
      if node.isModalForKeys { dialog = node }
      node.children.forEach(findDialog)
    }
    func visit(_ node: Node) {
      guard !node.isInert else { return }
      if let target = node as? any MouseHandling, target.mouseRect?.contains(x: x, y: y) == true {
        found.append(target)
      }
      node.children.forEach(visit)
    }
    if let tree { findDialog(tree) }
    if let root = dialog ?? tree { visit(root) }
    return found
  }
}

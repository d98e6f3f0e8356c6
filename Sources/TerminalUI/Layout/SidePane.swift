/// Content with a pane beside it when there is room: offered at least `minWidth` columns, the
/// content takes the left, a `│` rule and the pane `paneWidth` columns on the right; narrower,
/// the content alone takes all the width and the pane is not drawn. The choice is made each
/// frame from the width offered, so a resize across `minWidth` shows or hides the pane; the
/// content keeps its identity (focus, scroll) either way. Plain line mode never shows the pane.
///
/// The pane is for reading: it should hold nothing focusable.
///
/// ```swift
/// SidePane(shownFrom: 60, paneWidth: 20) {
///   Text("The list")
/// } pane: {
///   Text("The detail")
/// }
/// ```
public struct SidePane<Content: View, Pane: View>: View, PrimitiveView {
  let minWidth: Int
  let paneWidth: Int
  let content: Content
  let pane: Pane

  /// `content`, with `pane` (`paneWidth` columns) beside it when offered `minWidth` columns or more.
  public init(
    shownFrom minWidth: Int, paneWidth: Int, @ViewBuilder content: () -> Content,
    @ViewBuilder pane: () -> Pane
  ) {
    self.minWidth = minWidth
    self.paneWidth = paneWidth
    self.content = content()
    self.pane = pane()
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    let main = StackNode(
      id: context.child(0).id, axis: .vertical, spacing: 0, alignment: .leading,
      children: content.nodes(context.child(0)))
    let side: Node? =
      context.host.printsLines
      ? nil
      : StackNode(
        id: context.child(1).id, axis: .vertical, spacing: 0, alignment: .leading,
        children: pane.nodes(context.child(1)))
    return [SidePaneNode(id: context.id, main: main, pane: side, minWidth: minWidth, paneWidth: paneWidth)]
  }
}

/// Lays out a ``SidePane``: the content, and the pane beside it when the rect is wide enough.
final class SidePaneNode: Node {
  let minWidth: Int
  let paneWidth: Int
  let hasPane: Bool

  init(id: String, main: Node, pane: Node?, minWidth: Int, paneWidth: Int) {
    self.minWidth = minWidth
    self.paneWidth = max(0, paneWidth)
    hasPane = pane != nil
    super.init(id: id, children: [main] + (pane.map { [$0] } ?? []))
    expandsHorizontally = true
    expandsVertically = main.expandsVertically
  }

  /// Whether `width` columns show the pane.
  private func showsPane(in width: Int) -> Bool { hasPane && width >= minWidth }

  override func measure(_ available: Size) -> Size {
    guard showsPane(in: available.width) else { return children[0].measure(available) }
    let main = children[0].measure(Size(width: mainWidth(of: available.width), height: available.height))
    let pane = children[1].measure(Size(width: paneWidth, height: available.height))
    return Size(width: available.width, height: max(main.height, pane.height))
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    guard showsPane(in: rect.width) else {
      canvas.clipped(to: rect) { children[0].draw(in: rect, canvas: &$0, context: context) }
      return
    }
    let mainRect = Rect(x: rect.x, y: rect.y, width: mainWidth(of: rect.width), height: rect.height)
    let ruleX = mainRect.maxX
    let paneRect = Rect(x: ruleX + 1, y: rect.y, width: rect.maxX - ruleX - 1, height: rect.height)
    canvas.clipped(to: mainRect) { children[0].draw(in: mainRect, canvas: &$0, context: context) }
    canvas.fill(
      Rect(x: ruleX, y: rect.y, width: 1, height: rect.height), character: "│", style: context.style(.border))
    canvas.clipped(to: paneRect) { children[1].draw(in: paneRect, canvas: &$0, context: context) }
  }

  /// The content's columns when the pane shows in `width`: all but the pane's and the rule's.
  private func mainWidth(of width: Int) -> Int { max(0, width - paneWidth - 1) }
}

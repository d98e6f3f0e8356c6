/// A focusable viewport onto content taller than the space it has; ↑/↓ and PgUp/PgDn scroll.
public struct ScrollView<Content: View>: View, PrimitiveView {
  let content: Content

  /// A scroll view onto `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    [ScrollNode(id: context.id, child: single(content.nodes(context.child(0)), id: context.id + ".0"))]
  }
}

final class ScrollNode: Node {
  var child: Node { children[0] }
  var viewport = 1
  var contentHeight = 0
  /// Where the view was drawn in the last frame (the wheel scrolls it there).
  private(set) var mouseRect: Rect?

  init(id: String, child: Node) {
    super.init(id: id, children: [child])
    expandsHorizontally = true
    expandsVertically = true
  }

  override var isFocusable: Bool { true }
  override var accessibilityLabel: String { "scrollable text" }
  override var hints: [KeyHint] { [KeyHint("↑↓", "scroll")] }
  override var moreHints: [KeyHint] {
    [KeyHint("pgup/pgdn", "page up / down"), KeyHint("home/end", "top / bottom")]
  }

  override func measure(_ available: Size) -> Size { available }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    viewport = max(1, rect.height)
    mouseRect = rect.intersection(canvas.clip)
    contentHeight = child.measure(Size(width: rect.width, height: 10_000)).height
    let maxOffset = max(0, contentHeight - rect.height)
    let offset = min(context.host[ScrollOffsetKey.self, id], maxOffset)
    canvas.clipped(to: rect) {
      child.draw(
        in: Rect(x: rect.x, y: rect.y - offset, width: rect.width, height: contentHeight), canvas: &$0,
        context: context)
    }
    if maxOffset > 0, rect.width > 0 {
      let marker = offset >= maxOffset ? "▲" : "▼"
      canvas.text(
        marker, x: rect.maxX - 1, y: rect.maxY - 1, style: context.style(.muted))
    }
  }

  override func handle(_ key: Key, context: NodeContext) -> Bool {
    let current = context.host[ScrollOffsetKey.self, id]
    let target: Int
    switch key {
    case .up, .character("k"): target = current - 1
    case .down, .character("j"): target = current + 1
    case .pageUp: target = current - viewport
    case .pageDown, .character(" "): target = current + viewport
    case .home: target = 0
    case .end: target = contentHeight
    default: return false
    }
    scroll(to: target, host: context.host)
    return true
  }

  /// Scrolls so that content row `target` (clamped) is at the top.
  func scroll(to target: Int, host: ViewHost) {
    host[ScrollOffsetKey.self, id] = min(max(0, target), max(0, contentHeight - viewport))
  }
}

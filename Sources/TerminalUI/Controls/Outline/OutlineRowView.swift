/// One row of an outline: indented by its depth, its disclosure mark (a parent's ▸ or ▾,
/// blank for a leaf), then the row's content.
struct OutlineRowView<Content: View>: View, PrimitiveView {
  let depth: Int
  /// nil for a leaf; else whether the parent is expanded.
  let expanded: Bool?
  let content: Content

  var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    let content = single(self.content.nodes(context.child(0)), id: context.id + ".0")
    return [OutlineRowNode(id: context.id, depth: depth, expanded: expanded, content: content)]
  }
}

/// The cells a level of depth indents a row by.
let outlineIndent = 2

/// An outline row in the tree: draws the indentation and the mark, the content after them.
final class OutlineRowNode: Node {
  let depth: Int
  let expanded: Bool?

  init(id: String, depth: Int, expanded: Bool?, content: Node) {
    self.depth = depth
    self.expanded = expanded
    super.init(id: id, children: [content])
  }

  /// Where the mark is, from the row's left edge.
  var markColumn: Int { depth * outlineIndent }

  override func measure(_ available: Size) -> Size {
    let inset = markColumn + 2
    let content = children[0].measure(Size(width: max(0, available.width - inset), height: available.height))
    return Size(width: min(available.width, inset + content.width), height: max(1, content.height))
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    let inset = markColumn + 2
    if let expanded, markColumn < rect.width {
      canvas.text(
        DisclosureMark.text(expanded: expanded, in: context.host), x: rect.x + markColumn, y: rect.y,
        style: context.style, maxWidth: rect.width - markColumn)
    }
    guard inset < rect.width else { return }
    children[0].draw(
      in: Rect(x: rect.x + inset, y: rect.y, width: rect.width - inset, height: rect.height), canvas: &canvas,
      context: context)
  }

  /// The row's text for a reader: indented by its depth, a parent's state after it.
  override var fullText: String {
    let state = expanded.map { " (\(DisclosureMark.spoken(expanded: $0)))" } ?? ""
    return String(repeating: " ", count: markColumn) + children[0].fullText + state
  }
}

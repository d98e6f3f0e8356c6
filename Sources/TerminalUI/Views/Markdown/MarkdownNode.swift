/// A ``MarkdownText`` in the tree: draws the lines of its cached layout that fit.
final class MarkdownNode: Node {
  let cache: MarkdownCache

  init(id: String, cache: MarkdownCache) {
    self.cache = cache
    super.init(id: id)
  }

  func lines(width: Int) -> [MarkdownLine] { cache.lines(width: width) }

  override func measure(_ available: Size) -> Size {
    guard available.width > 0 else { return Size(width: 0, height: 0) }
    let lines = lines(width: available.width)
    let width = lines.map { $0.reduce(0) { $0 + CharacterWidth.of($1.text) } }.max() ?? 0
    return Size(width: min(width, available.width), height: min(lines.count, available.height))
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    guard rect.width > 0 else { return }
    for (row, line) in lines(width: rect.width).prefix(rect.height).enumerated() {
      var x = rect.x
      for run in line {
        let style = (run.style.role.map(context.style) ?? context.style).merged(with: run.style.attributes)
        x += canvas.text(run.text, x: x, y: rect.y + row, style: style, maxWidth: rect.maxX - x)
      }
    }
  }

  /// The document's text, one line per block, without its markup.
  override var fullText: String { MarkdownBlock.plainText(cache.blocks) }
}

/// Text written in Markdown, drawn with its headings, emphasis, code, lists, quotes and links
/// styled through the theme's roles and wrapped at the width it is given (by display width).
///
/// The subset read is CommonMark's core: ATX (`#`) and underlined headings; paragraphs with
/// `*emphasis*`, `**strong**` (or `_` and `__`), code between backticks, `[links](url)` and `<autolinks>`,
/// backslash escapes and hard breaks; fenced and indented code blocks; `-`/`*`/`+` and numbered
/// lists, nested by indentation; `>` quotes; `---` rules. A link shows its text, then its
/// URL in the muted role. Tables, HTML, reference links and footnotes are shown as the text
/// they are written as. Control characters and escape sequences in the source are drawn as
/// `�`, never sent to the terminal. The Markdown article says why the parser is our own.
///
/// ```swift
/// MarkdownText("# Groceries\nBuy *fresh* **bread** and `milk` — see [the list](https://example.com).")
/// ```
public struct MarkdownText: View, PrimitiveView {
  let source: String

  /// Markdown text showing `source`.
  public init(_ source: String) {
    self.source = source
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    let cached = context.host[MarkdownCacheKey.self, context.id]
    let blocks: [MarkdownBlock]
    if let cached, cached.source == source {
      blocks = cached.blocks
    } else {
      blocks = MarkdownParser.parse(source)
      context.host[MarkdownCacheKey.self, context.id] = MarkdownCache(source: source, blocks: blocks)
    }
    return [MarkdownNode(id: context.id, blocks: blocks)]
  }
}

/// The blocks a ``MarkdownText`` last parsed, and the source they came from: parsed again only
/// when it changes.
struct MarkdownCache {
  let source: String
  let blocks: [MarkdownBlock]
}

enum MarkdownCacheKey: HostStateKey {
  static var defaultValue: MarkdownCache? { nil }
}

/// A ``MarkdownText`` in the tree: lays its blocks out at the width it is offered (once per
/// width in a frame) and draws the lines that fit.
final class MarkdownNode: Node {
  let blocks: [MarkdownBlock]
  private var laidOut: (width: Int, lines: [MarkdownLine])?

  init(id: String, blocks: [MarkdownBlock]) {
    self.blocks = blocks
    super.init(id: id)
  }

  func lines(width: Int) -> [MarkdownLine] {
    if let laidOut, laidOut.width == width { return laidOut.lines }
    let lines = MarkdownLayout.lines(blocks, width: width)
    laidOut = (width, lines)
    return lines
  }

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
  override var fullText: String { MarkdownBlock.plainText(blocks) }
}

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
    var cache = context.host[MarkdownCacheKey.self, context.id]
    if cache?.source != source {
      cache = MarkdownCache(source: source, blocks: MarkdownParser.parse(source))
      context.host[MarkdownCacheKey.self, context.id] = cache
    }
    return [MarkdownNode(id: context.id, cache: cache!)]
  }
}

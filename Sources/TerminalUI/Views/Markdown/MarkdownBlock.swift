/// A block of a Markdown document, as ``MarkdownParser`` reads it (the subset the Markdown
/// article lists).
enum MarkdownBlock: Equatable, Sendable {
  /// `#` to `######`, or a line underlined with `=` (1) or `-` (2).
  case heading(level: Int, [MarkdownInline])
  case paragraph([MarkdownInline])
  /// A fenced (```` ``` ```` or `~~~`) or indented (four spaces) code block, its lines as written.
  case code([String])
  /// A bullet (`-`, `*`, `+`) or numbered (`1.`, `1)`) list: each item is blocks of its own.
  case list(ordered: Bool, start: Int, items: [[MarkdownBlock]])
  /// Lines starting with `>`.
  case quote([MarkdownBlock])
  /// `---`, `***` or `___` alone on a line.
  case rule

  /// The text of `blocks` without their markup, on one line.
  static func plainText(_ blocks: [MarkdownBlock]) -> String {
    blocks.map { block in
      switch block {
      case .heading(_, let inlines), .paragraph(let inlines): MarkdownInline.plainText(inlines)
      case .code(let lines): lines.joined(separator: " ")
      case .list(_, _, let items): items.map(plainText).joined(separator: " ")
      case .quote(let inner): plainText(inner)
      case .rule: ""
      }
    }.filter { !$0.isEmpty }.joined(separator: " ")
  }
}

/// A span of text inside a block.
indirect enum MarkdownInline: Equatable, Sendable {
  case text(String)
  /// `*em*` or `_em_`.
  case emphasis([MarkdownInline])
  /// `**strong**` or `__strong__`.
  case strong([MarkdownInline])
  /// `` `code` ``.
  case code(String)
  /// `[text](url)`, `<url>` (its text is the URL) or an image `![alt](url)`.
  case link([MarkdownInline], url: String)
  /// A hard line break: two spaces or a backslash at the end of a line.
  case lineBreak

  /// The text of `inlines` without their markup (a link's text without its URL).
  static func plainText(_ inlines: [MarkdownInline]) -> String {
    inlines.map { inline in
      switch inline {
      case .text(let text), .code(let text): text
      case .emphasis(let inner), .strong(let inner), .link(let inner, _): plainText(inner)
      case .lineBreak: " "
      }
    }.joined()
  }
}

/// Lays Markdown blocks out as styled lines at a width: headings in the title role (the first
/// level underlined), code in the info role, a link's text in the accent role with its URL
/// after it in the muted role, lists with a bullet or number and their items' lines hung
/// under their text, quotes behind a bar in the border role with their text muted, a blank
/// line between blocks.
enum MarkdownLayout {
  static func lines(_ blocks: [MarkdownBlock], width: Int, spaced: Bool = true) -> [MarkdownLine] {
    var lines: [MarkdownLine] = []
    for (number, block) in blocks.enumerated() {
      if spaced, number > 0 { lines.append([]) }
      lines += self.lines(block, width: width)
    }
    return lines
  }

  static func lines(_ block: MarkdownBlock, width: Int) -> [MarkdownLine] {
    switch block {
    case .heading(let level, let inlines):
      let style =
        level == 1
        ? MarkdownSpanStyle(role: .title, attributes: Style(underline: true))
        : MarkdownSpanStyle(role: level == 2 ? .title : .accent)
      return MarkdownWrapper.wrap(pieces(inlines, style: style), width: width)
    case .paragraph(let inlines):
      return MarkdownWrapper.wrap(pieces(inlines, style: MarkdownSpanStyle()), width: width)
    case .code(let code):
      let style = MarkdownSpanStyle(role: .info)
      return code.flatMap { MarkdownWrapper.hardWrap($0, width: width - 2, style: style) }.map { line in
        line.isEmpty ? line : [MarkdownRun(text: "  ", style: MarkdownSpanStyle())] + line
      }
    case .list(let ordered, let start, let items):
      let markers = items.indices.map { ordered ? "\(start + $0)." : "•" }
      let markerWidth = (markers.map { CharacterWidth.of($0) }.max() ?? 1) + 1
      return zip(markers, items).flatMap { marker, item in
        let inner = lines(item, width: max(1, width - markerWidth), spaced: false)
        let padded = String(repeating: " ", count: markerWidth - 1 - CharacterWidth.of(marker)) + marker + " "
        return prefixed(
          inner.isEmpty ? [[]] : inner, first: MarkdownRun(text: padded, style: MarkdownSpanStyle()),
          rest: String(repeating: " ", count: markerWidth))
      }
    case .quote(let blocks):
      let bar = MarkdownRun(text: "│ ", style: MarkdownSpanStyle(role: .border))
      let inner = lines(blocks, width: max(1, width - 2)).map { line in
        line.map { run in
          var run = run
          if run.style.role == nil { run.style.role = .muted }
          return run
        }
      }
      return (inner.isEmpty ? [[]] : inner).map { [bar] + $0 }
    case .rule:
      return [
        [
          MarkdownRun(
            text: String(repeating: "─", count: max(1, width)), style: MarkdownSpanStyle(role: .border))
        ]
      ]
    }
  }

  /// `lines` with `first` before the first and `rest` (spaces) before the others.
  private static func prefixed(_ lines: [MarkdownLine], first: MarkdownRun, rest: String) -> [MarkdownLine] {
    lines.enumerated().map { number, line in
      [number == 0 ? first : MarkdownRun(text: rest, style: MarkdownSpanStyle())] + line
    }
  }

  /// The characters of `inlines` in their looks, from `style` on.
  static func pieces(_ inlines: [MarkdownInline], style: MarkdownSpanStyle) -> [MarkdownWrapper.Piece] {
    var pieces: [MarkdownWrapper.Piece] = []
    func add(_ text: String, _ style: MarkdownSpanStyle) {
      for character in text { pieces.append((character, style)) }
    }
    for inline in inlines {
      var inner = style
      switch inline {
      case .text(let text): add(text, style)
      case .code(let text):
        inner.role = .info
        add(text, inner)
      case .emphasis(let content):
        inner.attributes.italic = true
        pieces += self.pieces(content, style: inner)
      case .strong(let content):
        inner.attributes.bold = true
        pieces += self.pieces(content, style: inner)
      case .link(let content, let url):
        inner.role = .accent
        inner.attributes.underline = true
        pieces += self.pieces(content, style: inner)
        let text = MarkdownInline.plainText(content)
        if !url.isEmpty, url != text, url != "mailto:" + text {
          add(" (" + url + ")", MarkdownSpanStyle(role: .muted))
        }
      case .lineBreak: pieces.append(("\n", style))
      }
    }
    return pieces
  }
}

/// Walks the lines of a Markdown document (or of a quote or list item inside one) and
/// collects its blocks; ``MarkdownParser`` holds the tests for each kind of line.
struct MarkdownBlockReader {
  let lines: [String]
  private var index = 0
  private var blocks: [MarkdownBlock] = []
  /// The lines of the paragraph being read.
  private var paragraph: [String] = []

  init(lines: [String]) {
    self.lines = lines
  }

  mutating func read() -> [MarkdownBlock] {
    while index < lines.count { readLine() }
    endParagraph()
    return blocks
  }

  private mutating func endParagraph() {
    guard !paragraph.isEmpty else { return }
    blocks.append(.paragraph(MarkdownInlineParser.parse(lines: paragraph)))
    paragraph = []
  }

  private mutating func readLine() {
    let line = lines[index]
    let indent = MarkdownParser.indent(of: line)
    let text = line.dropFirst(indent)
    if MarkdownParser.isBlank(line) {
      endParagraph()
      index += 1
    } else if indent >= 4 {
      // Indented code, unless it continues a paragraph.
      if paragraph.isEmpty { readIndentedCode() } else { continueParagraph(line) }
    } else if let fence = MarkdownParser.fence(text) {
      endParagraph()
      readFencedCode(fence, indent: indent)
    } else if let heading = MarkdownParser.atxHeading(text) {
      endParagraph()
      blocks.append(heading)
      index += 1
    } else if !paragraph.isEmpty, let level = MarkdownParser.setextLevel(text) {
      blocks.append(.heading(level: level, MarkdownInlineParser.parse(lines: paragraph)))
      paragraph = []
      index += 1
    } else if MarkdownParser.isRule(text) {
      endParagraph()
      blocks.append(.rule)
      index += 1
    } else if text.hasPrefix(">") {
      endParagraph()
      readQuote()
    } else if let marker = MarkdownListMarker(line),
      paragraph.isEmpty || !marker.ordered || marker.number == 1
    {
      endParagraph()
      readList(marker)
    } else {
      continueParagraph(line)
    }
  }

  private mutating func continueParagraph(_ line: String) {
    paragraph.append(line)
    index += 1
  }

  private mutating func readIndentedCode() {
    var code: [String] = []
    while index < lines.count,
      MarkdownParser.isBlank(lines[index]) || MarkdownParser.indent(of: lines[index]) >= 4
    {
      code.append(MarkdownParser.dropping(4, from: lines[index]))
      index += 1
    }
    while code.last.map(MarkdownParser.isBlank) == true { code.removeLast() }
    blocks.append(.code(code))
  }

  /// The lines up to the closing fence (or the end), without the fence's indentation.
  private mutating func readFencedCode(_ fence: (character: Character, length: Int), indent: Int) {
    var code: [String] = []
    index += 1
    while index < lines.count {
      let line = lines[index]
      index += 1
      let text = line.drop { $0 == " " }
      let closing = text.prefix { $0 == fence.character }.count
      if MarkdownParser.indent(of: line) < 4, closing >= fence.length,
        MarkdownParser.isBlank(text.dropFirst(closing))
      {
        break
      }
      code.append(MarkdownParser.dropping(indent, from: line))
    }
    blocks.append(.code(code))
  }

  /// Lines starting with `>` (and lines that continue its paragraph), without the `>`.
  private mutating func readQuote() {
    var inner: [String] = []
    while index < lines.count {
      let line = lines[index]
      let text = line.drop { $0 == " " }
      if MarkdownParser.indent(of: line) < 4, text.hasPrefix(">") {
        let rest = text.dropFirst()
        inner.append(String(rest.first == " " ? rest.dropFirst() : rest))
      } else if !MarkdownParser.isBlank(line), let last = inner.last, !MarkdownParser.isBlank(last),
        !MarkdownParser.startsBlock(line)
      {
        inner.append(line)
      } else {
        break
      }
      index += 1
    }
    blocks.append(.quote(MarkdownParser.blocks(inner)))
  }

  /// A list's items from `first` on: each item's lines are those indented to its text, and
  /// lines that continue its last paragraph; blank lines between items keep the list going.
  private mutating func readList(_ first: MarkdownListMarker) {
    var items: [[MarkdownBlock]] = []
    var marker = first
    while true {
      var itemLines = [marker.content(of: lines[index])]
      index += 1
      while index < lines.count {
        let line = lines[index]
        if MarkdownParser.isBlank(line) {
          let next = lines[index...].first { !MarkdownParser.isBlank($0) }
          guard let next, MarkdownParser.indent(of: next) >= marker.contentColumn else { break }
          itemLines.append("")
        } else if MarkdownParser.indent(of: line) >= marker.contentColumn {
          itemLines.append(String(line.dropFirst(marker.contentColumn)))
        } else if !MarkdownParser.startsBlock(line), let last = itemLines.last, !MarkdownParser.isBlank(last)
        {
          itemLines.append(line)
        } else {
          break
        }
        index += 1
      }
      items.append(MarkdownParser.blocks(itemLines))
      var next = index
      while next < lines.count, MarkdownParser.isBlank(lines[next]) { next += 1 }
      guard next < lines.count, let following = MarkdownListMarker(lines[next]),
        marker.continues(with: following)
      else { break }
      index = next
      marker = following
    }
    blocks.append(.list(ordered: first.ordered, start: first.number, items: items))
  }
}

/// Reads the spans of a block's text: backslash escapes, code spans, links and autolinks,
/// hard line breaks, then emphasis and strong emphasis by CommonMark's delimiter rules (runs
/// of `*` or `_` that can open or close, matched innermost first, the rule of three).
struct MarkdownInlineParser {
  /// A run of `*` or `_`, or a span already read.
  enum Item {
    case inline(MarkdownInline)
    case delimiter(Delimiter)
  }

  struct Delimiter {
    let character: Character
    var count: Int
    let original: Int
    let canOpen: Bool
    let canClose: Bool
  }

  let characters: [Character]

  /// The spans of a paragraph's lines: a line ending in two spaces or a backslash breaks
  /// there, others join with a space.
  static func parse(lines: [String]) -> [MarkdownInline] {
    var text = ""
    for (number, line) in lines.enumerated() {
      var line = Substring(line.drop { $0 == " " })
      if number < lines.count - 1 {
        let hard = line.hasSuffix("  ") || (line.hasSuffix("\\") && !line.hasSuffix("\\\\"))
        if line.hasSuffix("\\") { line = line.dropLast() }
        text += line.trimmingCharacters(in: " ") + (hard ? "\n" : " ")
      } else {
        text += line.trimmingCharacters(in: " ")
      }
    }
    return parse(text)
  }

  /// The spans of one line of text (a `\n` in it is a hard break).
  static func parse(_ text: String) -> [MarkdownInline] {
    let parser = MarkdownInlineParser(characters: Array(text))
    return parser.spans(parser.items(in: 0..<parser.characters.count))
  }

  /// The items of `range`: text, code spans, links and breaks read; emphasis runs left as
  /// delimiters for ``spans(_:)``.
  func items(in range: Range<Int>) -> [Item] {
    var items: [Item] = []
    var text = ""
    func flush() {
      if !text.isEmpty { items.append(.inline(.text(text))) }
      text = ""
    }
    var index = range.lowerBound
    while index < range.upperBound {
      let character = characters[index]
      if character == "\\", index + 1 < range.upperBound, Self.isPunctuation(characters[index + 1]) {
        text.append(characters[index + 1])
        index += 2
      } else if character == "`" {
        let (span, next) = codeSpan(at: index, limit: range.upperBound)
        if let span {
          flush()
          items.append(.inline(span))
        } else {
          text += String(characters[index..<next])
        }
        index = next
      } else if character == "*" || character == "_" {
        flush()
        let length = run(of: character, at: index, limit: range.upperBound)
        items.append(.delimiter(delimiter(character, at: index, length: length, in: range)))
        index += length
      } else if let (link, next) = link(at: index, limit: range.upperBound) {
        flush()
        items.append(.inline(link))
        index = next
      } else if character == "\n" {
        flush()
        items.append(.inline(.lineBreak))
        index += 1
      } else {
        text.append(character)
        index += 1
      }
    }
    flush()
    return items
  }

  /// How many `character`s follow one another from `index`.
  func run(of character: Character, at index: Int, limit: Int) -> Int {
    var end = index
    while end < limit, characters[end] == character { end += 1 }
    return end - index
  }

  /// A code span opening at `index` (its run of backticks closed by a run as long), and where
  /// reading goes on; without a closing run, the backticks are text.
  private func codeSpan(at index: Int, limit: Int) -> (MarkdownInline?, Int) {
    let length = run(of: "`", at: index, limit: limit)
    var search = index + length
    while search < limit {
      let found = run(of: "`", at: search, limit: limit)
      if found == length {
        var content = String(characters[(index + length)..<search]).replacingOccurrences(of: "\n", with: " ")
        if content.count > 2, content.first == " ", content.last == " ",
          content.contains(where: { $0 != " " })
        {
          content = String(content.dropFirst().dropLast())
        }
        return (.code(content), search + length)
      }
      search += max(found, 1)
    }
    return (nil, index + length)
  }

  /// A run of `length` `character`s at `index`, with whether it can open or close emphasis
  /// (CommonMark's left- and right-flanking rules; `_` not inside a word).
  private func delimiter(
    _ character: Character, at index: Int, length: Int, in range: Range<Int>
  ) -> Delimiter {
    let before: Character = index > range.lowerBound ? characters[index - 1] : " "
    let after: Character = index + length < range.upperBound ? characters[index + length] : " "
    let leftFlanking =
      !after.isWhitespace && (!Self.isPunctuation(after) || before.isWhitespace || Self.isPunctuation(before))
    let rightFlanking =
      !before.isWhitespace && (!Self.isPunctuation(before) || after.isWhitespace || Self.isPunctuation(after))
    let canOpen =
      character == "*" ? leftFlanking : leftFlanking && (!rightFlanking || Self.isPunctuation(before))
    let canClose =
      character == "*" ? rightFlanking : rightFlanking && (!leftFlanking || Self.isPunctuation(after))
    return Delimiter(
      character: character, count: length, original: length, canOpen: canOpen, canClose: canClose)
  }

  static func isPunctuation(_ character: Character) -> Bool {
    character.isPunctuation || character.isSymbol
  }
}

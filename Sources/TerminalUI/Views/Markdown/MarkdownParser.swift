/// Reads Markdown's block structure — headings, paragraphs, code blocks, lists, block quotes,
/// rules — line by line, as CommonMark does for that subset; the text of each block goes to
/// ``MarkdownInlineParser``.
enum MarkdownParser {
  /// The blocks of `source`. Tabs count as four spaces, and every control character but the
  /// line break is replaced first, so nothing in the source can reach the terminal.
  static func parse(_ source: String) -> [MarkdownBlock] {
    let cleaned = Sanitizer.clean(
      source.replacingNewlines.replacingOccurrences(of: "\t", with: "    "), keepingNewlines: true)
    var lines = cleaned.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // A final line break ends the last line; it does not start another.
    if lines.last == "" { lines.removeLast() }
    return blocks(lines)
  }

  /// The blocks `lines` hold.
  static func blocks(_ lines: [String]) -> [MarkdownBlock] {
    var reader = MarkdownBlockReader(lines: lines)
    return reader.read()
  }

  /// How many spaces `line` starts with.
  static func indent(of line: some StringProtocol) -> Int {
    line.prefix { $0 == " " }.count
  }

  /// `line` without up to `count` leading spaces.
  static func dropping(_ count: Int, from line: String) -> String {
    String(line.dropFirst(min(count, indent(of: line))))
  }

  static func isBlank(_ line: some StringProtocol) -> Bool { line.allSatisfy { $0 == " " } }

  /// A heading's level and text, for `# Title` (up to `######`; closing `#`s dropped).
  static func atxHeading(_ text: Substring) -> MarkdownBlock? {
    let hashes = text.prefix { $0 == "#" }.count
    guard (1...6).contains(hashes) else { return nil }
    let rest = text.dropFirst(hashes)
    guard rest.isEmpty || rest.first == " " else { return nil }
    var title = rest.trimmingCharacters(in: " ")
    let closing = title.reversed().prefix { $0 == "#" }.count
    if closing == title.count || title.dropLast(closing).last == " " {
      title = String(title.dropLast(closing))
    }
    return .heading(level: hashes, MarkdownInlineParser.parse(title.trimmingCharacters(in: " ")))
  }

  /// 1 or 2 for a line of `=` or `-` under a paragraph (a setext heading).
  static func setextLevel(_ text: Substring) -> Int? {
    let body = text.trimmingCharacters(in: " ")
    guard let first = body.first, first == "=" || first == "-", body.allSatisfy({ $0 == first }) else {
      return nil
    }
    return first == "=" ? 1 : 2
  }

  /// Whether `text` is a thematic break: three or more `-`, `*` or `_`, spaces between allowed.
  static func isRule(_ text: Substring) -> Bool {
    let marks = text.filter { $0 != " " }
    guard let first = marks.first, "-*_".contains(first), marks.count >= 3 else { return false }
    return marks.allSatisfy { $0 == first }
  }

  /// The fence a line opens (three or more backticks or tildes), if it does.
  static func fence(_ text: Substring) -> (character: Character, length: Int)? {
    guard let first = text.first, first == "`" || first == "~" else { return nil }
    let length = text.prefix { $0 == first }.count
    guard length >= 3 else { return nil }
    // A backtick fence's info string holds no backtick.
    if first == "`", text.dropFirst(length).contains("`") { return nil }
    return (first, length)
  }

  /// Whether `line` starts a block that ends a paragraph (so is not a continuation line).
  static func startsBlock(_ line: String) -> Bool {
    guard indent(of: line) < 4 else { return false }
    let text = line.drop { $0 == " " }
    return atxHeading(text) != nil || isRule(text) || fence(text) != nil || text.hasPrefix(">")
      || MarkdownListMarker(line) != nil
  }
}

extension StringProtocol {
  /// This text without `character` at either end.
  func trimmingCharacters(in character: Character) -> String {
    String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
  }
}

/// The marker that starts a list item: `-`, `*` or `+`, or a number and `.` or `)`, up to
/// three spaces in, followed by a space or the line's end.
struct MarkdownListMarker {
  let ordered: Bool
  /// The bullet, or the character after the number.
  let delimiter: Character
  let number: Int
  /// Where the item's text starts: lines indented that far continue the item.
  let contentColumn: Int

  init?(_ line: String) {
    let indent = MarkdownParser.indent(of: line)
    guard indent < 4 else { return nil }
    let text = line.dropFirst(indent)
    var markerLength = 1
    if let first = text.first, "-*+".contains(first) {
      ordered = false
      delimiter = first
      number = 0
    } else {
      let digits = text.prefix { $0.isASCII && $0.isNumber }
      guard (1...9).contains(digits.count), let value = Int(digits),
        let after = text.dropFirst(digits.count).first, after == "." || after == ")"
      else { return nil }
      ordered = true
      delimiter = after
      number = value
      markerLength = digits.count + 1
    }
    let rest = text.dropFirst(markerLength)
    guard rest.isEmpty || rest.first == " " else { return nil }
    // A `-` or `*` line of three or more is a rule, not an item.
    if !ordered, MarkdownParser.isRule(text) { return nil }
    let spaces = rest.prefix { $0 == " " }.count
    let gap = (1...4).contains(spaces) && spaces < rest.count ? spaces : 1
    contentColumn = indent + markerLength + gap
  }

  /// Whether `other` starts an item of the same list.
  func continues(with other: MarkdownListMarker) -> Bool {
    ordered == other.ordered && delimiter == other.delimiter
  }

  /// The item's first line's text.
  func content(of line: String) -> String {
    String(line.dropFirst(min(contentColumn, line.count)))
  }
}

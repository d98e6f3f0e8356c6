extension MarkdownInlineParser {
  /// A link at `index` — `[text](url)`, an image `![alt](url)` (shown as its text), or an
  /// autolink `<scheme:…>` — and where reading goes on; nil when there is none.
  func link(at index: Int, limit: Int) -> (MarkdownInline, Int)? {
    let character = characters[index]
    if character == "<" { return autolink(at: index, limit: limit) }
    let open = character == "!" && index + 1 < limit && characters[index + 1] == "[" ? index + 1 : index
    guard characters[open] == "[", let close = matching("[", "]", from: open, limit: limit),
      close + 1 < limit, characters[close + 1] == "(",
      let end = matching("(", ")", from: close + 1, limit: limit)
    else { return nil }
    let text = spans(items(in: (open + 1)..<close))
    return (.link(text, url: destination(String(characters[(close + 2)..<end]))), end + 1)
  }

  /// The index of the bracket that closes the one at `index` (brackets inside nest;
  /// escaped ones and those in code spans do not count).
  private func matching(_ open: Character, _ close: Character, from index: Int, limit: Int) -> Int? {
    var depth = 0
    var position = index
    while position < limit {
      let character = characters[position]
      if character == "\\" {
        position += 2
        continue
      }
      if character == "`", open == "[" {
        let length = run(of: "`", at: position, limit: limit)
        var search = position + length
        while search < limit, run(of: "`", at: search, limit: limit) != length { search += 1 }
        position = search < limit ? search + length : position + length
        continue
      }
      if character == open { depth += 1 }
      if character == close {
        depth -= 1
        if depth == 0 { return position }
      }
      if character == "\n", open == "(" { return nil }
      position += 1
    }
    return nil
  }

  /// A link's destination: `<…>` unwrapped, a title in quotes after it dropped.
  private func destination(_ raw: String) -> String {
    var text = raw.trimmingCharacters(in: " ")
    if text.hasPrefix("<"), let end = text.firstIndex(of: ">") {
      return String(text[text.index(after: text.startIndex)..<end])
    }
    if let space = text.firstIndex(of: " ") { text = String(text[..<space]) }
    return text
  }

  /// `<https://…>` or `<name@host>`: a link whose text is its address.
  private func autolink(at index: Int, limit: Int) -> (MarkdownInline, Int)? {
    var end = index + 1
    while end < limit, characters[end] != ">", characters[end] != "<", characters[end] != " ",
      characters[end] != "\n"
    {
      end += 1
    }
    guard end < limit, characters[end] == ">", end > index + 1 else { return nil }
    let address = String(characters[(index + 1)..<end])
    let scheme = address.prefix { $0 != ":" }
    let isURL =
      scheme.count >= 2 && scheme.count < address.count && scheme.first?.isLetter == true
      && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
    let isEmail = !isURL && address.contains("@") && !address.hasPrefix("@") && !address.hasSuffix("@")
    guard isURL || isEmail else { return nil }
    return (.link([.text(address)], url: isEmail ? "mailto:" + address : address), end + 1)
  }
}

extension MarkdownInlineParser {
  /// The spans `items` make once emphasis is matched: each closing run takes the nearest
  /// opening run of the same character before it (two characters for strong when both have
  /// them, else one); runs left over are text.
  func spans(_ items: [Item]) -> [MarkdownInline] {
    var items = items
    var closer = 0
    while closer < items.count {
      guard case .delimiter(var close) = items[closer], close.canClose, close.count > 0,
        let opener = opener(for: close, before: closer, in: items), case .delimiter(var open) = items[opener]
      else {
        closer += 1
        continue
      }
      let used = open.count >= 2 && close.count >= 2 ? 2 : 1
      let inner = Self.inlines(items[(opener + 1)..<closer])
      open.count -= used
      close.count -= used
      items.replaceSubrange(
        opener...closer,
        with: [.delimiter(open), .inline(used == 2 ? .strong(inner) : .emphasis(inner)), .delimiter(close)])
      closer = opener + 2
      if open.count == 0 {
        items.remove(at: opener)
        closer -= 1
      }
      if close.count == 0 { items.remove(at: closer) }
    }
    return Self.inlines(items[...])
  }

  /// The nearest run before `index` that can open emphasis `close` closes.
  private func opener(for close: Delimiter, before index: Int, in items: [Item]) -> Int? {
    for candidate in stride(from: index - 1, through: 0, by: -1) {
      guard case .delimiter(let open) = items[candidate], open.character == close.character, open.canOpen,
        open.count > 0
      else { continue }
      // The rule of three: a run that can both open and close does not pair with one whose
      // length would sum to a multiple of three, unless both are.
      let eitherBoth = open.canClose || close.canOpen
      let sum = open.original + close.original
      if eitherBoth, sum % 3 == 0, !(open.original % 3 == 0 && close.original % 3 == 0) { continue }
      return candidate
    }
    return nil
  }

  /// `items` as spans: runs left over become text, and neighbouring texts are joined.
  static func inlines(_ items: ArraySlice<Item>) -> [MarkdownInline] {
    var result: [MarkdownInline] = []
    for item in items {
      let inline: MarkdownInline
      switch item {
      case .inline(let span): inline = span
      case .delimiter(let run):
        guard run.count > 0 else { continue }
        inline = .text(String(repeating: run.character, count: run.count))
      }
      if case .text(let text) = inline, case .text(let previous)? = result.last {
        result[result.count - 1] = .text(previous + text)
      } else {
        result.append(inline)
      }
    }
    return result
  }
}

/// How the help overlay lays out the keys of a screen: one per line with its explanation;
/// when they do not fit the screen's height, in columns (without the explanations when the
/// columns would not fit the width); when the columns do not fit either, one per line again,
/// each cut to the width, scrolled (↑↓, PgUp/PgDn, Home/End, the wheel) under a line saying
/// which are shown. The line that says how to close it is always last.
enum HelpLayout {
  static let closing = "esc, ? or F1 to close"

  /// The overlay's lines (without its border) for `hints` on a screen of `size`, scrolled
  /// `offset` lines down when they scroll (the offset is clamped).
  static func lines(for hints: [KeyHint], in size: Size, offset: Int = 0) -> [String] {
    page(for: hints, in: size, offset: offset).lines
  }

  /// The overlay's lines, and the largest offset it scrolls to (0 when it all fits).
  static func page(for hints: [KeyHint], in size: Size, offset: Int) -> (lines: [String], maxOffset: Int) {
    let rows = max(1, size.height - 4)
    let columnCount = (hints.count + rows - 1) / rows
    let detailed = entries(hints, details: true)
    guard columnCount > 1 else { return (detailed + ["", closing], 0) }
    for details in [true, false] {
      let body = columns(details ? detailed : entries(hints, details: false), rows: rows)
      if width(of: body) <= size.width - 4 { return (body + ["", closing], 0) }
    }
    let maxOffset = max(0, detailed.count - rows)
    let first = min(max(0, offset), maxOffset)
    let shown = detailed[first..<min(detailed.count, first + rows)]
    let status = "\(first + 1)–\(first + shown.count) of \(detailed.count) · ↑↓ scroll · esc closes"
    let fitted = (Array(shown) + ["", status]).map { CharacterWidth.truncate($0, to: max(1, size.width - 4)) }
    return (fitted, maxOffset)
  }

  private static func entries(_ hints: [KeyHint], details: Bool) -> [String] {
    let keyWidth = hints.map { CharacterWidth.of($0.key) }.max() ?? 0
    return hints.map { hint in
      hint.key.padding(toLength: keyWidth) + "  " + hint.label
        + (details ? hint.detail.map { " — " + $0 } ?? "" : "")
    }
  }

  /// `entries` in columns of `rows` lines, side by side.
  private static func columns(_ entries: [String], rows: Int) -> [String] {
    let chunks = stride(from: 0, to: entries.count, by: rows).map {
      Array(entries[$0..<min($0 + rows, entries.count)])
    }
    let widths = chunks.map { chunk in chunk.map { CharacterWidth.of($0) }.max() ?? 0 }
    return (0..<min(rows, entries.count)).map { row in
      chunks.enumerated().compactMap { index, chunk in
        row < chunk.count ? chunk[row].padding(toLength: index + 1 < chunks.count ? widths[index] : 0) : nil
      }
      .joined(separator: "   ")
    }
  }

  private static func width(of lines: [String]) -> Int { lines.map { CharacterWidth.of($0) }.max() ?? 0 }
}

/// How the help overlay lays out the keys of a screen: one per line with its explanation;
/// when they do not fit the screen's height, in columns (without the explanations when the
/// columns would not fit the width); the line that says how to close it always last.
enum HelpLayout {
  static let closing = "esc, ? or F1 to close"

  /// The overlay's lines (without its border) for `hints` on a screen of `size`.
  static func lines(for hints: [KeyHint], in size: Size) -> [String] {
    let rows = max(1, size.height - 4)
    let columnCount = (hints.count + rows - 1) / rows
    var entries = entries(hints, details: true)
    if columnCount > 1, width(of: columns(entries, rows: rows)) > size.width - 4 {
      entries = self.entries(hints, details: false)
    }
    let body = columnCount > 1 ? columns(entries, rows: rows) : entries
    return body + ["", closing]
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

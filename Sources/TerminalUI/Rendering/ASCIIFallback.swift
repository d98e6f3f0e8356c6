/// What to send for a character on a terminal that does not read UTF-8 (a non-UTF-8 locale):
/// ASCII look-alikes for borders, bars, arrows and marks, `?` for anything else (one per cell,
/// so the layout stays as drawn).
enum ASCIIFallback {
  /// `character`, `cells` wide, as ASCII text of the same width.
  static func text(for character: Character, cells: Int) -> String {
    if character.isASCII { return String(character) }
    guard let scalar = character.unicodeScalars.first else { return " " }
    let mapped = fallback(scalar) ?? "?"
    return String(mapped) + String(repeating: cells > 1 ? "?" : "", count: max(0, cells - 1))
  }

  private static func fallback(_ scalar: Unicode.Scalar) -> Character? {
    let value = scalar.value
    switch value {
    case 0x2500...0x257F: return boxDrawing(value)
    case 0x2580...0x259F: return value == 0x2591 ? "." : value == 0x2592 ? ":" : "#"
    case 0x2800...0x28FF: return "*"
    default: break
    }
    switch scalar {
    case "▸", "▶", "►", "›", "→", "»", "⟩": return ">"
    case "◂", "◀", "◄", "‹", "←", "«", "⟨": return "<"
    case "▲", "▴", "↑", "⌃": return "^"
    case "▼", "▾", "↓": return "v"
    case "↔": return "-"
    case "•", "●", "◆", "■", "⏺": return "*"
    case "○", "◦", "◇", "□": return "o"
    case "✓", "✔", "✅": return "v"
    case "✗", "✘", "×", "❌": return "x"
    case "…", "·", "⋯": return "."
    case "–", "—", "−", "‐": return "-"
    case "‘", "’", "′": return "'"
    case "“", "”", "″": return "\""
    case "⟦": return "["
    case "⟧": return "]"
    case "\u{A0}": return " "
    default: return nil
    }
  }

  private static func boxDrawing(_ value: UInt32) -> Character {
    switch value {
    case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2574, 0x2576, 0x2578, 0x257A,
      0x257C, 0x257E:
      "-"
    case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575, 0x2577, 0x2579,
      0x257B, 0x257D, 0x257F:
      "|"
    case 0x2550: "="
    case 0x2571: "/"
    case 0x2572: "\\"
    case 0x2573: "X"
    default: "+"
    }
  }
}

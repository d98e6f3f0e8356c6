/// How many terminal cells text takes: East Asian wide characters and emoji take two,
/// combining marks and zero-width characters none.
public enum CharacterWidth {
  /// The cells one grapheme cluster takes.
  public static func of(_ character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    return of(first)
  }

  /// The cells one scalar takes.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if value == 0x200B { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }

  /// The cells `text` takes.
  public static func of(_ text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  /// `text` cut to at most `width` cells, ending in `…` when it was cut.
  public static func truncate(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    guard of(text) > width else { return text }
    var result = ""
    var used = 0
    for character in text {
      let cells = of(character)
      if used + cells > width - 1 { break }
      result.append(character)
      used += cells
    }
    return result + "…"
  }
}

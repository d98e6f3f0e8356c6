/// Makes text from data safe: no control character or escape sequence reaches the
/// terminal, and none is accepted as typed text.
///
/// - ``clean(_:keepingNewlines:)`` is for drawing and printing: C0 and C1 controls and DEL
///   become `�` (so something is visibly there); tabs become a space.
/// - ``typed(_:)`` is for text entering a field (pasted, or a plain-mode line): line
///   breaks and tabs become spaces and every other control character becomes `�`, so
///   no control character is ever stored as text.
public enum Sanitizer {
  /// `text` with every control character replaced; with `keepingNewlines`, line feeds stay
  /// (for multi-line ``Text``, which draws each line separately).
  public static func clean(_ text: String, keepingNewlines: Bool = false) -> String {
    guard mayHoldControl(text), text.unicodeScalars.contains(where: isControl) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if keepingNewlines, scalar == "\n" {
        result.append(scalar)
      } else if scalar == "\t" {
        result.append(" ")
      } else if isControl(scalar) {
        result.append("\u{FFFD}")
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// `text` as a one-line field accepts it: each line break (CR LF, CR or LF) and tab
  /// becomes one space, and every other control character (ESC, BEL, DEL, C1) becomes `�`.
  public static func typed(_ text: String) -> String {
    guard mayHoldControl(text), text.unicodeScalars.contains(where: isControl) else { return text }
    var result = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      switch scalar {
      case "\n" where previous == "\r": continue
      case "\r", "\n", "\t": result.append(" ")
      case _ where isControl(scalar): result.append("\u{FFFD}")
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// Whether `text` may hold a control character: a C0 control or DEL is one byte of its
  /// UTF-8, a C1 control (U+0080–U+009F) starts with 0xC2; text with none of these bytes (any
  /// printable ASCII) has none.
  static func mayHoldControl(_ text: String) -> Bool {
    text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }
  }

  /// Whether `character` holds a C0 or C1 control character or DEL.
  static func isControl(_ character: Character) -> Bool {
    character.unicodeScalars.contains(where: isControl)
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}

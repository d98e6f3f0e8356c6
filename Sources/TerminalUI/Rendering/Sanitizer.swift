/// Makes text from data safe to draw: no control character or escape sequence reaches the
/// terminal. C0 and C1 controls and DEL become `�`; tabs become a space.
public enum Sanitizer {
  /// `text` with every control character replaced; with `keepingNewlines`, line feeds stay
  /// (for multi-line ``Text``, which draws each line separately).
  public static func clean(_ text: String, keepingNewlines: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
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

  /// Whether `character` holds a C0 or C1 control character or DEL.
  static func isControl(_ character: Character) -> Bool {
    character.unicodeScalars.contains(where: isControl)
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}

/// What the terminal can show, as far as the frame encoder cares: how many colours, whether
/// it reads UTF-8, and whether it repeats characters (REP, `ESC [ n b`).
///
/// ``TerminalCapabilities/detect(environment:)`` reads the conventions: `NO_COLOR`, `COLORTERM`,
/// `TERM` and the locale (`LC_ALL`, `LC_CTYPE`, `LANG`).
public struct TerminalCapabilities: Hashable, Sendable {
  /// How many colours the terminal shows.
  public enum Colors: Int, Hashable, Sendable, Comparable {
    /// No colour at all (`NO_COLOR`, or a terminal without colour): bold, dim, italic,
    /// underline and reverse stay.
    case none
    /// The 16 standard colours.
    case ansi16
    /// The 256-colour palette.
    case palette256
    /// 24-bit colour (only when `COLORTERM` is `truecolor` or `24bit`).
    case trueColor

    /// Whether `lhs` shows fewer colours than `rhs`.
    public static func < (lhs: Colors, rhs: Colors) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// How many colours the terminal shows; richer colours are sent as the nearest it has.
  public var colors: Colors
  /// Whether the terminal reads UTF-8; if not, borders, bars and marks are sent as ASCII.
  public var unicode: Bool
  /// Whether the terminal repeats the last character with REP (`ESC [ n b`).
  public var repeatsCharacters: Bool

  /// Capabilities as given.
  public init(colors: Colors = .trueColor, unicode: Bool = true, repeatsCharacters: Bool = true) {
    self.colors = colors
    self.unicode = unicode
    self.repeatsCharacters = repeatsCharacters
  }

  /// A modern xterm-compatible terminal: true colour, UTF-8 and REP (what the frame encoder
  /// assumes unless told otherwise).
  public static let xterm = TerminalCapabilities()
}

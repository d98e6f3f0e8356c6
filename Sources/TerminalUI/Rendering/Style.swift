/// A terminal colour: one of the 16 standard colours, a 256-colour palette index, or true colour.
public enum Color: Hashable, Sendable {
  case black, red, green, yellow, blue, magenta, cyan, white
  case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
  /// An index into the 256-colour palette.
  case palette(UInt8)
  /// A 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)

  /// The gray used for secondary text.
  public static let gray = Color.brightBlack

  static let standard: [Color] = [
    .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white,
    .brightBlack, .brightRed, .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan,
    .brightWhite,
  ]

  /// SGR parameters selecting this colour as foreground (or background).
  func sgr(background: Bool) -> String {
    if let index = Color.standard.firstIndex(of: self) {
      let base = background ? (index < 8 ? 40 : 100) : (index < 8 ? 30 : 90)
      return String(base + index % 8)
    }
    let selector = background ? 48 : 38
    switch self {
    case .palette(let index): return "\(selector);5;\(index)"
    case .rgb(let r, let g, let b): return "\(selector);2;\(r);\(g);\(b)"
    default: return ""
    }
  }
}

/// How a cell is drawn: colours and attributes.
public struct Style: Hashable, Sendable {
  /// The text colour (nil: the terminal's default).
  public var foreground: Color?
  /// The background colour (nil: the terminal's default).
  public var background: Color?
  /// Bold (or bright) text.
  public var bold = false
  /// Faint text.
  public var dim = false
  /// Italic text.
  public var italic = false
  /// Underlined text.
  public var underline = false
  /// Foreground and background swapped.
  public var reverse = false

  /// A style with the given colours and attributes.
  public init(
    foreground: Color? = nil, background: Color? = nil, bold: Bool = false, dim: Bool = false,
    italic: Bool = false, underline: Bool = false, reverse: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.italic = italic
    self.underline = underline
    self.reverse = reverse
  }

  /// The terminal's default look.
  public static let plain = Style()

  /// This style with `overlay`'s colours and attributes added on top.
  public func merged(with overlay: Style) -> Style {
    Style(
      foreground: overlay.foreground ?? foreground, background: overlay.background ?? background,
      bold: bold || overlay.bold, dim: dim || overlay.dim, italic: italic || overlay.italic,
      underline: underline || overlay.underline, reverse: reverse != overlay.reverse)
  }

  /// The SGR sequence that sets exactly this style (after a reset).
  var sgr: String { sgr(colors: .trueColor) }

  /// The SGR sequence that sets exactly this style (after a reset) on a terminal with
  /// `colors`: colours it cannot show are sent as the nearest it can, or left out.
  func sgr(colors: TerminalCapabilities.Colors) -> String {
    let foreground = foreground?.downgraded(to: colors)
    let background = background?.downgraded(to: colors)
    var codes = ["0"]
    if bold { codes.append("1") }
    if dim { codes.append("2") }
    if italic { codes.append("3") }
    if underline { codes.append("4") }
    if reverse { codes.append("7") }
    if let foreground { codes.append(foreground.sgr(background: false)) }
    if let background { codes.append(background.sgr(background: true)) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  /// A short readable tag for headless snapshots, e.g. `b,fg=red`; empty when plain.
  var tag: String {
    var parts: [String] = []
    if bold { parts.append("b") }
    if dim { parts.append("dim") }
    if italic { parts.append("i") }
    if underline { parts.append("u") }
    if reverse { parts.append("rev") }
    if let foreground { parts.append("fg=\(foreground)") }
    if let background { parts.append("bg=\(background)") }
    return parts.joined(separator: ",")
  }
}

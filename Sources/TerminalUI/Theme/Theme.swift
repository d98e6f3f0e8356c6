/// The colours and attributes of each ``ThemeRole``: what views read instead of fixed
/// colours, so an app — or its user — chooses the look in one place.
///
/// A host draws with ``ViewHost/theme`` (``Theme/standard`` unless set); ``View/theme(_:)``
/// gives one subtree another. Colours are sent as the nearest the terminal shows (256 or 16
/// colours), and with `NO_COLOR` not at all: every theme keeps its attributes (bold, reverse,
/// dim) so selection and emphasis stay visible without colour.
///
/// ```swift
/// let host = ViewHost { Text("Inbox").foregroundStyle(.accent) }
/// host.theme = .dark
/// let custom = Theme.standard.with(.accent, Style(foreground: .magenta, bold: true))
/// ```
public struct Theme: Hashable, Sendable {
  /// The theme's name (`default`, `light`, `dark`, or a client's own).
  public var name: String
  private var styles: [ThemeRole: Style]

  /// A theme named `name` with a style for each role (a role left out draws plainly).
  public init(name: String, styles: [ThemeRole: Style]) {
    self.name = name
    self.styles = styles
  }

  /// The style of `role`.
  public subscript(role: ThemeRole) -> Style {
    get { styles[role] ?? .plain }
    set { styles[role] = newValue }
  }

  /// This theme with `role` drawn in `style`.
  public func with(_ role: ThemeRole, _ style: Style) -> Theme {
    var copy = self
    copy[role] = style
    return copy
  }

  /// The terminal's own colours for text, the 8 standard colours for meaning, reverse video
  /// for the selection: readable on any background, and what every terminal shows.
  public static let standard = Theme(
    name: "default",
    styles: [
      .text: .plain, .muted: Style(dim: true), .accent: Style(bold: true),
      .selection: Style(reverse: true), .danger: Style(foreground: .red), .success: Style(foreground: .green),
      .warning: Style(foreground: .yellow), .info: Style(foreground: .cyan), .border: .plain,
      .title: Style(bold: true),
    ])

  /// For a dark background: brighter colours, a blue selection bar.
  public static let dark = Theme(
    name: "dark",
    styles: [
      .text: Style(foreground: .palette(252)), .muted: Style(foreground: .palette(244)),
      .accent: Style(foreground: .palette(81), bold: true),
      .selection: Style(foreground: .palette(231), background: .palette(25), bold: true),
      .danger: Style(foreground: .palette(203)), .success: Style(foreground: .palette(114)),
      .warning: Style(foreground: .palette(221)), .info: Style(foreground: .palette(117)),
      .border: Style(foreground: .palette(240)), .title: Style(foreground: .palette(231), bold: true),
    ])

  /// For a light background: darker colours, a pale blue selection bar.
  public static let light = Theme(
    name: "light",
    styles: [
      .text: Style(foreground: .palette(235)), .muted: Style(foreground: .palette(243)),
      .accent: Style(foreground: .palette(25), bold: true),
      .selection: Style(foreground: .palette(16), background: .palette(153), bold: true),
      .danger: Style(foreground: .palette(124)), .success: Style(foreground: .palette(28)),
      .warning: Style(foreground: .palette(130)), .info: Style(foreground: .palette(30)),
      .border: Style(foreground: .palette(249)), .title: Style(foreground: .palette(16), bold: true),
    ])

  /// The themes that come with TerminalUI, by name.
  public static let builtIn: [Theme] = [.standard, .light, .dark]

  /// The built-in theme called `name`, if there is one.
  public static func named(_ name: String) -> Theme? {
    builtIn.first { $0.name == name }
  }
}

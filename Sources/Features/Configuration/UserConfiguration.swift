import Services
import TerminalUI

/// What a user set in their configuration file (`$XDG_CONFIG_HOME/switchyard/config.toml`):
/// the keys of each screen's commands, the theme, the default database and how dates are
/// shown. Everything left out keeps its default.
public struct UserConfiguration: Equatable, Sendable {
  /// The keys the user chose, by keymap and command name (see ``AppKeymaps``).
  public var keyBindings = KeyBindings()
  /// The theme by name (`default`, `light`, `dark`), if the user chose one.
  public var themeName: String?
  /// Colours the user set for the theme's roles (`accent = "cyan"`).
  public var colors: [ThemeRole: Color] = [:]
  /// The database used when `--db` is not given, with `~` expanded.
  public var databasePath: String?
  /// How due dates are shown.
  public var dateFormat = DayFormat.iso
  /// How lists show due dates: relative to today (`tomorrow`, `Fri`) unless set otherwise.
  public var listDates = ListDates.relative

  /// Every setting at its default.
  public init() {}

  /// The theme names a configuration may choose.
  public static let themeNames = Theme.builtIn.map(\.name)

  /// The theme this configuration asks for: the named one (the default theme unless named),
  /// with the user's colours for single roles.
  public var theme: Theme {
    var theme = themeName.flatMap(Theme.named) ?? .standard
    for (role, color) in colors { theme[role].foreground = color }
    return theme
  }
}

/// One thing wrong in a configuration file: where (the line, when known) and which key, and
/// what is wrong, in one line (``description``).
public struct ConfigurationProblem: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file's name as the user knows it.
  public var file: String
  /// The line (from 1) the problem is on, when known.
  public var line: Int?
  /// The column (from 1, in characters) of a file that is not TOML: where reading stopped.
  public var column: Int? = nil
  /// The key, as a dotted path (`keys."task list".done`); empty for the file as a whole.
  public var key: String
  /// What is wrong.
  public var message: String

  public var description: String {
    var place = line.map { "\(file):\($0)" } ?? file
    if let column { place += ": column \(column)" }
    return key.isEmpty ? "\(place): \(message)" : "\(place): \(key): \(message)"
  }
}

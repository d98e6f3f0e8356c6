import Foundation
import Services
import TerminalUI

extension UserConfiguration {
  /// Reads a configuration file's `text` (TOML). Returns the configuration and every problem
  /// found; a caller that gets problems should tell the user and use the defaults. A file
  /// that is not TOML gives one problem, naming the line and column of the first thing wrong.
  /// A relative `database` is taken from `folder` (the file's own), else from the current one.
  ///
  /// ```swift
  /// let (configuration, problems) = UserConfiguration.parse(
  ///   "date-format = \"dd.MM.yyyy\"\n", file: "config.toml", keymaps: AppKeymaps.all)
  /// ```
  public static func parse(
    _ text: String, file: String, folder: String? = nil, keymaps: [Keymap]
  ) -> (UserConfiguration, [ConfigurationProblem]) {
    guard text.utf8.count <= TOMLLimits.fileBytes else {
      return (UserConfiguration(), [ConfigurationProblem(file: file, line: nil, key: "", message: tooLarge)])
    }
    let document: TOMLTable
    do {
      document = try TOMLReader.read(text)
    } catch {
      let problem = ConfigurationProblem(
        file: file, line: error.line, column: error.column, key: "", message: error.message)
      return (UserConfiguration(), [problem])
    }
    let lines = ConfigurationLines(document: document)
    func problem(_ path: [String], _ message: String) -> ConfigurationProblem {
      ConfigurationProblem(
        file: file, line: lines.line(of: path), key: ConfigurationLines.dotted(path), message: message)
    }
    var configuration = UserConfiguration()
    var problems: [ConfigurationProblem] = []
    for (key, value) in document {
      switch key {
      case "database":
        if let message = configuration.readDatabase(value, folder: folder) {
          problems.append(problem([key], message))
        }
      case "date-format":
        guard let pattern = value.string else {
          problems.append(problem([key], "must be a pattern in quotes, such as \"yyyy-MM-dd\""))
          continue
        }
        if let message = ConfigurationText.problem(in: pattern, limit: Self.dateFormatLimit) {
          problems.append(problem([key], message))
          continue
        }
        do {
          configuration.dateFormat = try DayFormat(pattern)
        } catch {
          problems.append(problem([key], Sanitizer.clean("\(error)")))
        }
      case "list-dates":
        guard let name = value.string, let style = ListDates(rawValue: name) else {
          problems.append(problem([key], "must be \"relative\" or \"absolute\""))
          continue
        }
        configuration.listDates = style
      case "theme":
        problems += configuration.readTheme(value, problem: problem)
      case "keys":
        guard let keys = value.table else {
          problems.append(problem([key], "must be a table: [keys.\"<screen>\"]"))
          continue
        }
        problems += configuration.readKeys(keys, keymaps: keymaps, problem: problem)
      default:
        problems.append(
          problem([key], "is not a setting (there are: database, date-format, list-dates, theme, keys)"))
      }
    }
    return (configuration, problems.sorted { ($0.line ?? 0, $0.key) < ($1.line ?? 0, $1.key) })
  }

  /// The most characters a `date-format` may have: a pattern shows one date.
  static let dateFormatLimit = 256

  /// What a file over ``TOMLLimits/fileBytes`` is told.
  static let tooLarge = "is larger than 1 MiB (1,048,576 bytes)"

  /// `theme = "dark"`, or `[theme]` with `name` and a `[theme.colors]` table.
  private mutating func readTheme(
    _ value: TOMLValue, problem: ([String], String) -> ConfigurationProblem
  ) -> [ConfigurationProblem] {
    let names = Self.themeNames.joined(separator: ", ")
    if let name = value.string {
      guard Self.themeNames.contains(name) else {
        return [problem(["theme"], "no theme \(ConfigurationText.shown(name)) (there are: \(names))")]
      }
      themeName = name
      return []
    }
    guard let table = value.table else { return [problem(["theme"], "must be a theme's name or a table")] }
    var problems: [ConfigurationProblem] = []
    for (key, entry) in table {
      switch key {
      case "name":
        if let name = entry.string, Self.themeNames.contains(name) {
          themeName = name
        } else {
          problems.append(problem(["theme", key], "must be one of: \(names)"))
        }
      case "colors":
        guard let colors = entry.table else {
          problems.append(problem(["theme", key], "must be a table of role = \"colour\""))
          continue
        }
        for (name, colour) in colors {
          guard let role = ThemeRole(rawValue: name) else {
            let roles = ThemeRole.allCases.map(\.rawValue).joined(separator: ", ")
            problems.append(
              problem(["theme", key, name], "is not a role of the theme (there are: \(roles))"))
            continue
          }
          guard let text = colour.string, let color = Color(name: text) else {
            problems.append(
              problem(
                ["theme", key, name],
                "must be a colour in quotes: a name (\"cyan\", \"bright-blue\"), 0–255, or \"#3366ff\""))
            continue
          }
          self.colors[role] = color
        }
      default:
        problems.append(problem(["theme", key], "is not a theme setting (there are: name, colors)"))
      }
    }
    return problems
  }

  /// `[keys."<keymap>"]` tables of `command = "key"` or `command = ["key", "key"]`.
  private mutating func readKeys(
    _ table: TOMLTable, keymaps: [Keymap], problem: ([String], String) -> ConfigurationProblem
  ) -> [ConfigurationProblem] {
    var problems: [ConfigurationProblem] = []
    for (keymapName, entry) in table {
      guard let commands = entry.table else {
        problems.append(problem(["keys", keymapName], "must be a table of command = \"key\""))
        continue
      }
      for (command, keysValue) in commands {
        let path = ["keys", keymapName, command]
        let names: [String]
        if let name = keysValue.string {
          names = [name]
        } else if let array = keysValue.array, array.allSatisfy({ $0.string != nil }) {
          names = array.compactMap(\.string)
        } else {
          problems.append(problem(path, "must be a key (\"ctrl-r\") or a list of keys ([\"down\", \"j\"])"))
          continue
        }
        let keys = names.compactMap(Key.init(name:))
        if let bad = names.first(where: { Key(name: $0) == nil }) {
          problems.append(
            problem(
              path,
              "\(ConfigurationText.shown(bad)) is not a key (write keys as the footer does: n, space, ctrl-r, shift-↑, F5)"
            ))
          continue
        }
        keyBindings.bind(keys, to: command, in: keymapName)
      }
    }
    for found in keyBindings.problems(in: keymaps) {
      problems.append(problem(found.path(in: keyBindings), found.message))
    }
    return problems
  }
}

extension KeyBindingProblem {
  /// Where in a configuration file the problem is: for a collision, the first of the commands
  /// sharing the key that the file binds (its line, not its section's).
  func path(in bindings: KeyBindings) -> [String] {
    switch self {
    case .unknownKeymap(let name, _): return ["keys", name]
    case .unknownCommand(let name, let keymap, _), .noKeys(let name, let keymap):
      return ["keys", keymap, name]
    case .collision(_, let keymap, let commands):
      // A command of another screen's keymap is named `keymap: command`.
      let places = commands.map { name -> (keymap: String, command: String) in
        guard let colon = name.range(of: ": ") else { return (keymap, name) }
        return (String(name[..<colon.lowerBound]), String(name[colon.upperBound...]))
      }
      guard let bound = places.first(where: { bindings.boundKeys(for: $0.command, in: $0.keymap) != nil })
      else {
        return ["keys", keymap]
      }
      return ["keys", bound.keymap, bound.command]
    }
  }

  var message: String {
    switch self {
    case .unknownKeymap(_, let known):
      "there is no such screen (there are: \(known.map { "\"\($0)\"" }.joined(separator: ", ")))"
    case .unknownCommand(_, _, let known):
      "there is no such command here (there are: \(known.map { "\"\($0)\"" }.joined(separator: ", ")))"
    case .noKeys: "is bound to no key"
    case .collision(let key, let keymap, let commands):
      "\(key) would run more than one command on the \"\(keymap)\" screen: \(commands.joined(separator: ", "))"
    }
  }
}

import Foundation
import Services
import TerminalUI

extension UserConfiguration {
  /// A complete configuration file with every setting at its default, each explained in a
  /// comment — what `switchyard config --print-defaults` prints. Read back, it sets nothing
  /// but the defaults.
  public static func defaultFile(keymaps: [Keymap] = AppKeymaps.all, databasePath: String) -> String {
    var text = """
      # switchyard's configuration: $XDG_CONFIG_HOME/switchyard/config.toml
      # (else ~/.config/switchyard/config.toml). Every setting is optional; this file sets
      # each to its default. Check a file with: switchyard config --check [FILE]

      # The database used when --db is not given (~ is your home directory).
      database = "\(databasePath)"

      # How due dates are shown: yyyy (2026), MM (03), M (3), MMM (Mar), dd (09), d (9),
      # EEE (Mon); other characters are kept. Files and routes always use yyyy-MM-dd.
      date-format = "\(DayFormat.iso.pattern)"

      # How lists show due dates: "relative" (today, tomorrow, Fri, in 9 days, 3 days ago;
      # further than four weeks, as date-format writes them) or "absolute" (as date-format
      # writes them). A task's detail always uses date-format.
      list-dates = "\(ListDates.relative.rawValue)"

      # The colours: "default", "light" or "dark". NO_COLOR in the environment turns colour
      # off whatever this says. Single roles can be changed in [theme.colors], e.g.
      #   [theme]
      #   name = "dark"
      #   [theme.colors]
      #   accent = "magenta"
      theme = "default"

      # Keys, per screen: a command's name (as the footer, `?` help and the palette show it)
      # and one key or a list of keys, written as the footer writes them: n, E, space, enter,
      # esc, tab, up/↑, pgdn, home, F5, ctrl-r, alt-enter, shift-↑. A key bound to two commands
      # of one screen is reported. The keys below are the defaults.

      """
    for keymap in keymaps {
      text += "[keys.\(ConfigurationLines.dotted([keymap.name]))]\n"
      for command in keymap.commands {
        if let help = command.help { text += "# \(help)\n" }
        text += "\(ConfigurationLines.dotted([command.name])) = \(tomlKeys(command.defaultKeys))\n"
      }
      text += "\n"
    }
    return text
  }

  /// Every key of every screen, as the user bound them — what `switchyard help keys` prints.
  public static func keysText(keymaps: [Keymap] = AppKeymaps.all, bindings: KeyBindings) -> String {
    var text = ""
    for keymap in keymaps {
      text += "\(keymap.name):\n"
      let rows = keymap.commands.map { command in
        (bindings.keys(for: command, in: keymap.name).map(\.description).joined(separator: ", "), command)
      }
      let width = rows.map { CharacterWidth.of($0.0) }.max() ?? 0
      for (keys, command) in rows {
        let padding = String(repeating: " ", count: width - CharacterWidth.of(keys))
        text += "  \(keys)\(padding)  \(command.name)" + (command.help.map { " — \($0)" } ?? "") + "\n"
      }
      text += "\n"
    }
    return text
  }

  private static func tomlKeys(_ keys: [Key]) -> String {
    let names = keys.map { key in
      "\""
        + key.description.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
          of: "\"", with: "\\\"") + "\""
    }
    return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
  }
}

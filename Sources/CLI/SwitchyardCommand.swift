import ArgumentParser

/// The installed version of Switchyard.
let switchyardVersion = "0.1.0"

/// `switchyard`: the interactive task tracker, and its maintenance subcommands.
struct SwitchyardCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "switchyard",
    abstract: "A personal task tracker in your terminal.",
    usage: """
      switchyard [--db <path>] [--plain] [--sign-out] [--record <file>]
      switchyard open <url> [<options>]
      switchyard <subcommand> [<options>]
      """,
    discussion: """
      With no subcommand, runs the app: full screen in a terminal, else plain lines.
        --db <path>   The SQLite database file (default:
                      $XDG_DATA_HOME/switchyard/switchyard.sqlite, else
                      ~/.local/share/switchyard/switchyard.sqlite).
        --plain       Plain line mode: each screen printed as text, commands read
                      a line at a time (also when not in a terminal).
        --sign-out    Forget the remembered sign-in first.
        --record <file>
                      Record the session to <file> (JSON lines; never passwords);
                      play it back with `switchyard replay <file>`.
      Your keys, theme, default database and date format:
      $XDG_CONFIG_HOME/switchyard/config.toml (switchyard config --print-defaults);
      every key: switchyard help keys.
      """,
    version: switchyardVersion,
    subcommands: [
      AppCommand.self, OpenCommand.self, GraphCommand.self, ReplayCommand.self, DemoCommand.self,
      ExportCommand.self, DatabaseCommand.self, ConfigCommand.self, KeysCommand.self,
      ManualSectionsCommand.self,
    ],
    defaultSubcommand: AppCommand.self
  )
}

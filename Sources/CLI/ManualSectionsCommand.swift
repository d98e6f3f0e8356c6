import ArgumentParser
import Features
import Foundation
import TerminalUI

/// `switchyard manual-sections` (hidden): the manual page's sections that swift-argument-parser's
/// generate-manual plugin cannot write — KEYS (from the keymaps, so the page never drifts from
/// the footer and `help keys`), FILES, ENVIRONMENT and EXAMPLES — in mdoc, for `make man` to
/// append to the generated page.
struct ManualSectionsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "manual-sections",
    abstract: "Print the manual page's KEYS, FILES, ENVIRONMENT and EXAMPLES sections (mdoc).",
    shouldDisplay: false)

  func run() throws {
    FileHandleOutput.standardOutput(ManualSections.text)
  }
}

/// The sections, as mdoc.
enum ManualSections {
  static var text: String { keys + files + environment + examples }

  /// Every command of every screen with its default keys.
  static var keys: String {
    var text =
      ".Sh KEYS\nEvery screen's footer shows its keys; ? (F1 while typing) lists them all, : the palette.\n"
      + "Rebind any of them in the configuration file's [keys.SCREEN] tables.\n"
    for keymap in AppKeymaps.all {
      text += ".Ss \(escaped(keymap.name))\n.Bl -tag -width Ds\n"
      for command in keymap.commands {
        let keys = command.defaultKeys.map(\.description).joined(separator: ", ")
        text +=
          ".It Sy \(escaped(keys))\n\(escaped(command.name + (command.help.map { " \u{2014} " + $0 } ?? "")))\n"
      }
      text += ".El\n"
    }
    return text
  }

  static let files = """
    .Sh FILES
    .Bl -tag -width Ds
    .It Pa $XDG_DATA_HOME/switchyard/switchyard.sqlite
    All data (else ~/.local/share/switchyard/switchyard.sqlite), mode 0600; its -wal and -shm
    files beside it while switchyard runs; switchyard.log beside it.
    .It Pa switchyard.sqlite.session-UID
    The remembered sign-in of OS user UID (a random token), removed by signing out.
    .It Pa $XDG_CONFIG_HOME/switchyard/config.toml
    Keys, theme, default database and date format (else ~/.config/switchyard/config.toml);
    switchyard config --print-defaults prints a complete one.
    .It Pa switchyard-export-DATE-TIME.json
    An export made in the app (Settings, or export in the palette), beside the database.
    .El

    """

  static let environment = """
    .Sh ENVIRONMENT
    .Bl -tag -width Ds
    .It Ev XDG_DATA_HOME , XDG_CONFIG_HOME
    Where the database and the configuration file are looked for.
    .It Ev VISUAL , EDITOR
    The editor for a task's notes (E); else vi.
    .It Ev NO_COLOR
    Draw without colours.
    .It Ev TERM , COLORTERM , LANG , LC_ALL , LC_CTYPE
    What the terminal shows: colours, Unicode; TERM=dumb runs plain line mode.
    .It Ev COLUMNS , LINES
    The size plain line mode lays screens out at (else 80x24).
    .El

    """

  static let examples = """
    .Sh EXAMPLES
    Try it on sample data:
    .Dl switchyard demo && switchyard
    Open a project's tasks:
    .Dl switchyard open switchyard://projects/3
    Script it in plain line mode:
    .Dl printf 'help\\enquit\\en' | switchyard --plain
    Export an account as CSV:
    .Dl switchyard export --email ada@example.com --format csv --output tasks.csv
    Check your settings:
    .Dl switchyard config --check

    """

  /// `text` safe as an mdoc line: backslashes written as \\e, a leading dot or quote escaped,
  /// and every character past ASCII as its `\\[uXXXX]` escape (groff without preconv reads
  /// ASCII only; mandoc reads both).
  static func escaped(_ text: String) -> String {
    var body = ""
    for scalar in text.unicodeScalars {
      if scalar == "\\" {
        body += "\\e"
      } else if scalar.isASCII {
        body.unicodeScalars.append(scalar)
      } else {
        body += "\\[u" + String(format: "%04X", scalar.value) + "]"
      }
    }
    return body.hasPrefix(".") || body.hasPrefix("'") ? "\\&" + body : body
  }
}

import Foundation
import Switchyard

/// `switchyard-gallery`'s command line: `--plain`, `--help` (`-h`); anything else is a
/// one-line error and exit status 2.
enum GalleryArguments {
  static let usage = "usage: switchyard-gallery [--plain]"
  static let help = """
    switchyard-gallery: every TerminalUI primitive and flow kind, usable with the keyboard.

    \(usage)

      --plain     plain line mode: print each screen as text, read commands a line at a time
                  (also when standard input or output is not a terminal)
      -h, --help  show this help

    """

  /// Whether plain line mode was asked for; prints help or an error and exits for anything else.
  static func parse(_ arguments: [String]) -> Bool {
    if arguments.contains("--help") || arguments.contains("-h") {
      FileHandle.standardOutput.write(Data(help.utf8))
      exit(0)
    }
    if let unknown = arguments.first(where: { $0 != "--plain" }) {
      let shown = Sanitizer.clean(unknown)
      FileHandle.standardError.write(Data("switchyard-gallery: unknown option ‘\(shown)’ (\(usage))\n".utf8))
      exit(2)
    }
    return arguments.contains("--plain")
  }
}

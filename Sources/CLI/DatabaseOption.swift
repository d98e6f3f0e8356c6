import ArgumentParser
import Container
import Foundation

/// The `--db PATH` option shared by every command.
struct DatabaseOption: ParsableArguments {
  @Option(
    name: .long,
    help:
      "The SQLite database file (default: the configuration's database, else $XDG_DATA_HOME/switchyard/switchyard.sqlite)."
  )
  var db: String?

  /// `--db`, else the configuration file's `database`, else the default place.
  var configuration: Configuration {
    .standard(databasePath: db ?? LoadedConfiguration.current.configuration.databasePath)
  }
}

/// Prints `message` to standard error and exits with `code`.
func fail(_ message: String, code: Int32 = 1) -> Never {
  FileHandleOutput.standardError("switchyard: \(message)\n")
  Foundation.exit(code)
}

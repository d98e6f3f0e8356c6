import ArgumentParser

/// The interactive app (the default subcommand).
struct AppCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "app",
    abstract: "Run the interactive app (the default)."
  )

  @Option(name: .long, help: "The SQLite database file (default: under $XDG_DATA_HOME/switchyard).")
  var db: String?

  @Flag(name: .long, help: "Plain line mode: print each screen as text, read commands a line at a time.")
  var plain = false

  func run() throws {
    print("switchyard \(switchyardVersion): the interactive app arrives with the reference-app issue (#4).")
  }
}

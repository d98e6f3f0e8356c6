import ArgumentParser
import Container
import Features
import Foundation

/// `switchyard config`: the configuration file — where it is, a complete default, a check.
struct ConfigCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "config",
    abstract: "Print the default configuration file, check one, or say where it is.",
    discussion: """
      The file is $XDG_CONFIG_HOME/switchyard/config.toml (else ~/.config/switchyard/config.toml): \
      key bindings per screen, the theme, the default database and how dates are shown. \
      --print-defaults prints a complete file with every setting explained.
      """
  )

  @Flag(name: .customLong("print-defaults"), help: "Print a complete configuration file with every default.")
  var printDefaults = false

  @Flag(help: "Check a configuration file (the default one unless FILE is given); exit 1 if it has problems.")
  var check = false

  @Flag(help: "Print where the configuration file is read from.")
  var path = false

  @Argument(help: "The file to check (with --check).")
  var file: String?

  func validate() throws {
    let chosen = [printDefaults, check, path].filter { $0 }.count
    guard chosen == 1 else { throw ValidationError("choose one of --print-defaults, --check, --path") }
    if file != nil, !check { throw ValidationError("a FILE is only read with --check") }
  }

  func run() throws {
    if path {
      FileHandleOutput.standardOutput(ConfigurationFile.defaultPath() + "\n")
    } else if printDefaults {
      let database = Configuration.standard(databasePath: nil).databasePath
      FileHandleOutput.standardOutput(UserConfiguration.defaultFile(databasePath: database))
    } else {
      let target = file ?? ConfigurationFile.defaultPath()
      guard FileManager.default.fileExists(atPath: target) else {
        guard file == nil else { fail("\(target): no such file") }
        // Nothing to check is not a file that passed: say there is none, and what applies.
        return FileHandleOutput.standardOutput("\(target): no file there; every setting is at its default\n")
      }
      let (_, problems) = ConfigurationFile.load(from: target)
      for problem in problems { FileHandleOutput.standardError("switchyard: \(problem)\n") }
      guard problems.isEmpty else { throw ExitCode(1) }
      FileHandleOutput.standardOutput("\(target): ok\n")
    }
  }
}

/// `switchyard keys` (also `switchyard help keys`): every key of every screen, as bound.
struct KeysCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "keys",
    abstract: "List every key of every screen (as your configuration binds them)."
  )

  func run() throws {
    let bindings = LoadedConfiguration.current.configuration.keyBindings
    FileHandleOutput.standardOutput(UserConfiguration.keysText(bindings: bindings))
  }
}

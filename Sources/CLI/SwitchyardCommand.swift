import ArgumentParser

/// The installed version of Switchyard.
let switchyardVersion = "0.1.0"

/// `switchyard`: the interactive task tracker, and its maintenance subcommands.
struct SwitchyardCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "switchyard",
    abstract: "A personal task tracker in your terminal.",
    version: switchyardVersion,
    subcommands: [
      AppCommand.self, OpenCommand.self, GraphCommand.self, ReplayCommand.self, DemoCommand.self,
      ExportCommand.self, DatabaseCommand.self,
    ],
    defaultSubcommand: AppCommand.self
  )
}

import ArgumentParser
import Container
import Foundation
import Services

/// `switchyard demo`: a demo account with sample data.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo", abstract: "Create a demo account with sample projects and tasks.")
  @OptionGroup var database: DatabaseOption

  func run() {
    let configuration = database.configuration
    runWithContainer(configuration) { container in
      let outcome = try await DemoSeeder(container: container).seed()
      switch outcome {
      case .created(let tasks, let projects):
        FileHandleOutput.standardOutput(
          "Created \(projects) projects and \(tasks) tasks in \(configuration.databasePath)\n")
      case .alreadySeeded:
        FileHandleOutput.standardOutput("The demo account already exists in \(configuration.databasePath)\n")
      }
      FileHandleOutput.standardOutput(
        "Sign in with:\n  email:    \(outcome.credentials.email)\n"
          + "  password: \(outcome.credentials.password)\n")
    }
  }
}

/// The one-line message for an error.
enum FormattedError {
  static func message(_ error: any Error) -> String {
    (error as? any LocalizedError)?.errorDescription ?? "\(error)"
  }
}

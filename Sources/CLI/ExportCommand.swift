import ArgumentParser
import Container
import Foundation
import Services

/// `switchyard export`: one account's projects and tasks as JSON or CSV.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write one account's projects and tasks as JSON or CSV.",
    discussion: """
      Signs in as --email; the password is read from the terminal (not echoed), or from the \
      first line of standard input when that is not a terminal. JSON holds everything exactly; \
      CSV is for spreadsheets (control characters other than line breaks and tabs become �).
      """)

  @OptionGroup var database: DatabaseOption
  @Option(help: "The account's email.") var email: String
  @Option(help: "json or csv.") var format: DataExport.Format = .json
  @Option(help: "Write to this new file (mode 0600) instead of standard output; never overwrites.")
  var output: String?

  func run() {
    let password = PasswordPrompt.read(prompt: "Password for \(email): ")
    let (email, format, output) = (self.email, self.format, self.output)
    runWithContainer(database.configuration) { container in
      let user = try await container.auth.signIn(email: email, password: password)
      let projects = try await container.projects.loadAll()
      let damagedProjects = container.cache.value.damagedProjectCount
      await container.auth.signOut()
      // The tasks stream from a cursor to the output, a buffer at a time: memory stays bounded
      // at any number of tasks, and the bytes are those of `DataExport.text(as:)`.
      var count = 0
      var damagedTasks = 0
      let export = { (write: (String) throws -> Void) in
        try DataExport.stream(
          format, user: user, projects: projects,
          tasks: { emit in
            damagedTasks = try container.database.forEachTask(of: user.id) { task in
              count += 1
              try emit(task)
            }
          }, to: write)
      }
      if let output {
        try OutputFile.create(output) { write in try export(write) }
        FileHandleOutput.standardError(
          "Exported \(projects.count) projects and \(count) tasks to \(output)\n")
      } else {
        var buffer = OutputBuffer { FileHandleOutput.standardOutput($0) }
        try export { buffer.append($0) }
        buffer.flush()
      }
      let damaged = damagedTasks + damagedProjects
      if damaged > 0 {
        FileHandleOutput.standardError(
          "switchyard: \(damaged) damaged row(s) could not be read and are not in the export; see `switchyard db check`\n"
        )
      }
    }
  }
}

extension DataExport.Format: ExpressibleByArgument {}

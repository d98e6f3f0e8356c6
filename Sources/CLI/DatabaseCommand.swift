import ArgumentParser
import Container
import Foundation
import Services

/// `switchyard db path|migrate|check|backup`.
struct DatabaseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "db", abstract: "Inspect and maintain the database file.",
    subcommands: [Path.self, Migrate.self, Check.self, Backup.self])

  struct Path: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print where the database file is.")
    @OptionGroup var database: DatabaseOption

    func run() {
      FileHandleOutput.standardOutput(database.configuration.databasePath + "\n")
    }
  }

  struct Migrate: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Bring the database to the current schema, and repair its search index and task counts if they need it."
    )
    @OptionGroup var database: DatabaseOption

    func run() {
      let path = database.configuration.databasePath
      do {
        let file = try AppDatabase(
          path: path, busyTimeout: database.configuration.busyTimeout, migrate: false)
        let pending = try file.needsMigration()
        try file.migrate()
        let applied = try file.appliedMigrations()
        let repairs = try file.repairSearchIndex() + file.repairTaskCounts() + file.repairProjectKeys()
        try file.close()
        FileHandleOutput.standardOutput(
          (pending ? "migrated" : "already current") + ": \(path) (\(applied.count) migrations)\n"
            + repairs.map { "repaired: \($0)\n" }.joined())
      } catch {
        fail(FormattedError.message(error))
      }
    }
  }

  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Check the database: SQLite's integrity check, switchyard's schema, the search index, the task counts, rows the app cannot read, a pending -wal."
    )
    @OptionGroup var database: DatabaseOption

    func run() {
      let configuration = database.configuration
      let path = configuration.databasePath
      do {
        // A read-only connection: checking never creates, migrates or changes the file.
        let problems = try AppDatabase.integrityCheck(path: path, busyTimeout: configuration.busyTimeout)
        guard problems.isEmpty else {
          fail("\(path) has \(problems.count) problem(s): " + problems.prefix(5).joined(separator: "; "))
        }
        FileHandleOutput.standardOutput("ok: \(path) passed the integrity check\n")
        if let newer = try AppDatabase.newerSchemaNote(path: path, busyTimeout: configuration.busyTimeout) {
          FileHandleOutput.standardOutput("note: \(newer)\n")
        }
        let pending = AppDatabase.pendingLogBytes(path: path)
        if pending > 0 {
          FileHandleOutput.standardOutput(
            "note: \(path)-wal holds \(pending) bytes not yet in the main file (switchyard is running, or "
              + "was not closed): a copy of the main file alone would miss them; open it with switchyard "
              + "(or quit the one running) to fold them in\n")
        }
      } catch {
        fail(FormattedError.message(error))
      }
    }
  }

  struct Backup: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Copy the database to a new file, safely while the app runs (SQLite's online backup).")
    @OptionGroup var database: DatabaseOption
    @Argument(help: "The new file (mode 0600); an existing file is never overwritten.") var destination:
      String

    func run() {
      let configuration = database.configuration
      do {
        let tasks = try AppDatabase.backup(
          path: configuration.databasePath, to: destination, busyTimeout: configuration.busyTimeout)
        FileHandleOutput.standardOutput(
          "backed up \(configuration.databasePath) to \(destination) (\(tasks) tasks)\n")
      } catch {
        fail(FormattedError.message(error))
      }
    }
  }
}

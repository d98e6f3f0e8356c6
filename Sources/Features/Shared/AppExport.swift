import Container
import Foundation
import Services

/// Export from inside the app (Settings → Export, the palette's `export`): the signed-in
/// user's projects and tasks as JSON — the bytes `switchyard export` writes — into a new file
/// beside the database, named for the moment (`switchyard-export-2026-12-07-213000.json`,
/// mode 0600, never over an existing file).
@MainActor
enum AppExport {
  /// What an export wrote.
  struct Outcome: Equatable {
    let path: String
    let projects: Int
    let tasks: Int

    /// The notice that says so.
    var text: String { "Exported \(projects) projects and \(tasks) tasks to \(path)" }
  }

  /// Writes the signed-in user's data; throws a one-line error (nobody signed in, the file
  /// could not be written).
  static func run(_ container: AppContainer) throws -> Outcome {
    guard let user = container.cache.value.session else { throw ExportProblem.signedOut }
    let projects = container.cache.value.projects
    let path = Self.path(beside: container.configuration.databasePath, at: container.configuration.now())
    var count = 0
    try OutputFile.create(path) { write in
      try DataExport.stream(
        .json, user: user, projects: projects,
        tasks: { emit in
          _ = try container.database.forEachTask(of: user.id) { task in
            count += 1
            try emit(task)
          }
        }, to: write)
    }
    return Outcome(path: path, projects: projects.count, tasks: count)
  }

  /// `switchyard-export-<date>-<time>.json` in the database's folder.
  static func path(beside database: String, at date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    let stamp = String(
      format: "%04d-%02d-%02d-%02d%02d%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
      parts.hour ?? 0,
      parts.minute ?? 0, parts.second ?? 0)
    let folder = URL(fileURLWithPath: database).deletingLastPathComponent()
    return folder.appendingPathComponent("switchyard-export-\(stamp).json").path
  }

  enum ExportProblem: Error, LocalizedError {
    case signedOut
    var errorDescription: String? { "nobody is signed in" }
  }
}

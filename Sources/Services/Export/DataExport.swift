import Foundation

/// A signed-in user's projects and tasks as a file they can take away: JSON (everything,
/// losslessly) or CSV (for spreadsheets).
///
/// ```swift
/// let export = DataExport(user: user, projects: projects, tasks: tasks)
/// let json = try export.text(as: .json)
/// ```
///
/// Neither format can put a control character on a terminal: JSON escapes every one of them
/// (`\u001b`, including DEL and the C1 controls, which JSON itself would allow raw), so the
/// text stays exact; CSV keeps line feeds and tabs inside quoted fields and replaces other
/// control characters with `�`.
public struct DataExport: Sendable {
  /// The two formats.
  public enum Format: String, CaseIterable, Sendable {
    case json, csv
  }

  /// Whose data it is.
  public let user: User
  /// The user's projects.
  public let projects: [Project]
  /// The user's tasks.
  public let tasks: [TaskItem]

  /// An export of `user`'s `projects` and `tasks`.
  public init(user: User, projects: [Project], tasks: [TaskItem]) {
    self.user = user
    self.projects = projects
    self.tasks = tasks
  }

  /// The export as text in `format`.
  public func text(as format: Format) throws -> String {
    switch format {
    case .json: try json()
    case .csv: csv()
    }
  }

  /// Dates as ISO 8601 in UTC, to the millisecond the database keeps.
  static func timestamp(_ date: Date) -> String {
    date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
  }
}

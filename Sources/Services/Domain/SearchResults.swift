/// The latest full-text search: what was asked and which tasks matched, best first.
///
/// Only ids are kept: the tasks themselves are read from ``AppState/tasks``, so a task
/// toggled or edited anywhere shows changed in the results too.
public struct SearchResults: Equatable, Sendable {
  /// The text searched for.
  public var query: String
  /// The matching tasks' ids, best match first.
  public var taskIDs: [TaskItem.ID]

  /// Results for `query`.
  public init(query: String = "", taskIDs: [TaskItem.ID] = []) {
    self.query = query
    self.taskIDs = taskIDs
  }
}

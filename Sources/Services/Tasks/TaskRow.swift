import Foundation
import GRDB

extension TaskItem {
  /// The columns a task is read from, qualified so joins stay unambiguous.
  static let columns = """
    tasks.id, tasks.title, tasks.notes, tasks.due, tasks.priority, tasks.done, tasks.project_id, \
    tasks.created_at, tasks.updated_at
    """

  /// A task from a row selected with ``columns`` (read by position: loading 100,000
  /// tasks is several times faster than by name).
  init(row: Row) {
    self.init(
      id: row[0], title: row[1], notes: row[2], due: (row[3] as String?).flatMap(Day.init),
      priority: Priority(rawValue: row[4]) ?? .none, isDone: row[5], projectID: row[6], createdAt: row[7],
      updatedAt: row[8])
  }

  /// `SELECT <columns> FROM tasks <tail>`, as tasks.
  static func fetchAll(_ db: Database, sql tail: String, arguments: StatementArguments) throws -> [TaskItem] {
    try Row.fetchAll(db, sql: "SELECT \(columns) FROM tasks \(tail)", arguments: arguments)
      .map(TaskItem.init(row:))
  }

  /// One of `userID`'s tasks.
  static func fetch(_ db: Database, id: Int64, userID: Int64) throws -> TaskItem? {
    try fetchAll(db, sql: "WHERE id = ? AND user_id = ?", arguments: [id, userID]).first
  }
}

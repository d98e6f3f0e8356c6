import Foundation
import GRDB

extension TaskItem {
  /// The columns a task is read from, qualified so joins stay unambiguous.
  static let columns = """
    tasks.id, tasks.title, tasks.notes, tasks.due, tasks.priority, tasks.done, tasks.project_id, \
    tasks.created_at, tasks.updated_at
    """

  init(row: Row) {
    self.init(
      id: row["id"], title: row["title"], notes: row["notes"], due: (row["due"] as String?).flatMap(Day.init),
      priority: Priority(rawValue: row["priority"]) ?? .none, isDone: row["done"],
      projectID: row["project_id"], createdAt: row["created_at"], updatedAt: row["updated_at"])
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

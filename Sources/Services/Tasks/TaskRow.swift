import Foundation
import GRDB

extension TaskItem {
  /// The columns a task is read from, qualified with `table` when given.
  ///
  /// Dates come back as Unix times computed by SQLite, which is much cheaper than decoding
  /// 200,000 date strings in Swift when a large task list loads.
  static func columns(_ table: String = "tasks") -> String {
    let t = table + "."
    return """
      \(t)id, \(t)title, \(t)notes, \(t)due, \(t)priority, \(t)done, \(t)project_id, \
      (julianday(\(t)created_at) - 2440587.5) * 86400.0 AS created_at, \
      (julianday(\(t)updated_at) - 2440587.5) * 86400.0 AS updated_at
      """
  }

  static let columns = columns()

  init(row: Row) {
    self.init(
      id: row["id"], title: row["title"], notes: row["notes"], due: (row["due"] as String?).flatMap(Day.init),
      priority: Priority(rawValue: row["priority"]) ?? .none, isDone: row["done"],
      projectID: row["project_id"],
      createdAt: Date(timeIntervalSince1970: row["created_at"]),
      updatedAt: Date(timeIntervalSince1970: row["updated_at"]))
  }

  static func fetch(_ db: Database, id: Int64, userID: Int64) throws -> TaskItem? {
    try Row.fetchOne(
      db, sql: "SELECT \(columns) FROM tasks WHERE id = ? AND user_id = ?", arguments: [id, userID]
    ).map(TaskItem.init(row:))
  }
}

/// Turns what a person types into a safe FTS5 query: each word becomes a quoted prefix
/// term, so quotes, `AND`, `*` or parentheses in the input are searched for, never obeyed.
enum SearchQuery {
  static func fts(_ text: String) -> String? {
    let words = text.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    guard !words.isEmpty else { return nil }
    return words.prefix(16).map { "\"\($0)\"*" }.joined(separator: " ")
  }
}

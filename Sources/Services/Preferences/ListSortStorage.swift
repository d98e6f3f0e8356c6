import Foundation
import GRDB

/// The order each user chose for each of their task lists, one row per list in `list_sorts`
/// (the list named by the caller: `inbox`, `project:3`; the order by its
/// ``TaskOrder/storedName``: `due`, `priority reversed`). Reads and writes are synchronous: a
/// choice is a few bytes, saved when the user makes it.
///
/// ```swift
/// let storage = ListSortStorage(database: container.database)
/// try storage.save(TaskOrder(.priority), list: "inbox", for: user.id)
/// let sorts = try storage.load(for: user.id)  // ["inbox": TaskOrder(.priority)]
/// ```
public struct ListSortStorage: Sendable {
  let database: AppDatabase

  /// The storage in `database`.
  public init(database: AppDatabase) {
    self.database = database
  }

  /// Every list's order saved for `userID`. A value this version does not know (written by a
  /// newer one) is left out: that list shows its own order.
  public func load(for userID: User.ID) throws -> [String: TaskOrder] {
    let rows = try database.reportingFailures {
      try database.writer.read { db in
        try Row.fetchAll(db, sql: "SELECT list, sort FROM list_sorts WHERE user_id = ?", arguments: [userID])
      }
    }
    var sorts: [String: TaskOrder] = [:]
    for row in rows {
      guard let list = row["list"] as String?,
        let sort = (row["sort"] as String?).flatMap({ TaskOrder(storedName: $0) })
      else {
        continue
      }
      sorts[list] = sort
    }
    return sorts
  }

  /// Saves `sort` as the order of `userID`'s `list`; nil (the list's own order) removes the
  /// row.
  public func save(_ sort: TaskOrder?, list: String, for userID: User.ID) throws {
    try database.reportingFailures {
      try database.writer.write { db in
        guard let sort else {
          try db.execute(
            sql: "DELETE FROM list_sorts WHERE user_id = ? AND list = ?", arguments: [userID, list])
          return
        }
        try db.execute(
          sql: """
            INSERT INTO list_sorts (user_id, list, sort) VALUES (?, ?, ?)
            ON CONFLICT(user_id, list) DO UPDATE SET sort = excluded.sort
            """, arguments: [userID, list, sort.storedName])
      }
    }
  }
}

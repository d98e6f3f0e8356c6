import GRDB

extension AppDatabase {
  /// Hands `userID`'s tasks to `body` one at a time, in id order, read through a cursor in one
  /// read transaction (a consistent snapshot, never every task in memory); returns how many
  /// damaged rows were skipped (see `db check`). For an export of any size.
  ///
  /// ```swift
  /// let skipped = try database.forEachTask(of: userID) { task in print(task.title) }
  /// ```
  public func forEachTask(of userID: Int64, _ body: (TaskItem) throws -> Void) throws -> Int {
    try writer.read { db in
      var damaged = 0
      let rows = try Row.fetchCursor(
        db, sql: "SELECT \(TaskItem.columns) FROM tasks WHERE user_id = ? ORDER BY id", arguments: [userID])
      while let row = try rows.next() {
        guard let task = try? TaskItem(row: row) else {
          damaged += 1
          continue
        }
        try body(task)
      }
      return damaged
    }
  }
}

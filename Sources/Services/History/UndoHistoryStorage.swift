import Foundation
import GRDB

/// Each user's undo history, one row per change in `undo_steps`: the change as the text the
/// history writes (JSON), and whether it is undone (then redo puts it back). Rows are in the
/// order the changes were made. Reads and writes are synchronous: a row is one change, written
/// as the user makes it.
///
/// ```swift
/// let storage = UndoHistoryStorage(database: database)
/// let id = try storage.append(step, for: userID, at: Date())
/// try storage.mark(id, undone: true, step: step)
/// let rows = try storage.load(for: userID)  // oldest first; rows[0].isUndone
/// ```
public struct UndoHistoryStorage: Sendable {
  /// One stored change.
  public struct Row: Equatable, Sendable {
    /// The row's id: later changes have larger ones.
    public var id: Int64
    /// The change, as the history wrote it.
    public var step: String
    /// Whether it has been undone.
    public var isUndone: Bool
  }

  let database: AppDatabase

  /// The storage in `database`.
  public init(database: AppDatabase) {
    self.database = database
  }

  /// `userID`'s changes, oldest first.
  public func load(for userID: User.ID) throws -> [Row] {
    try database.reportingFailures {
      try database.writer.read { db in
        try GRDB.Row.fetchAll(
          db, sql: "SELECT id, step, undone FROM undo_steps WHERE user_id = ? ORDER BY id",
          arguments: [userID]
        ).map { Row(id: $0[0], step: $0[1], isUndone: $0[2]) }
      }
    }
  }

  /// Adds a change made by `userID`, and forgets rows `removed` (the undone changes a new one
  /// replaces, the oldest beyond the history's length) in the same transaction; returns the new
  /// row's id.
  public func append(
    _ step: String, for userID: User.ID, at date: Date, removing removed: [Int64] = []
  ) throws -> Int64 {
    try database.reportingFailures {
      try database.writer.write { db in
        for id in removed {
          try db.execute(sql: "DELETE FROM undo_steps WHERE id = ?", arguments: [id])
        }
        try db.execute(
          sql: "INSERT INTO undo_steps (user_id, step, saved_at) VALUES (?, ?, ?)",
          arguments: [userID, step, date])
        return db.lastInsertedRowID
      }
    }
  }

  /// Marks row `id` undone or done again, with the change as it now reads (an undo can learn
  /// what a redo needs, such as the tasks a deleted project held).
  public func mark(_ id: Int64, undone: Bool, step: String) throws {
    try database.reportingFailures {
      try database.writer.write { db in
        try db.execute(
          sql: "UPDATE undo_steps SET undone = ?, step = ? WHERE id = ?", arguments: [undone, step, id])
      }
    }
  }

  /// Forgets rows `ids` (changes no longer in the history).
  public func remove(_ ids: [Int64]) throws {
    guard !ids.isEmpty else { return }
    try database.reportingFailures {
      try database.writer.write { db in
        for id in ids {
          try db.execute(sql: "DELETE FROM undo_steps WHERE id = ?", arguments: [id])
        }
      }
    }
  }

  /// Forgets every change of `userID`'s.
  public func removeAll(for userID: User.ID) throws {
    try database.reportingFailures {
      try database.writer.write { db in
        try db.execute(sql: "DELETE FROM undo_steps WHERE user_id = ?", arguments: [userID])
      }
    }
  }
}

import Foundation
import GRDB

/// Where the app was for each user — which tab, which screens, an open sheet's unsaved fields —
/// as the text the navigation layer writes (JSON), one row per user in `navigation_state`.
/// Reads and writes are synchronous: the app saves as it quits, and the text is small.
///
/// ```swift
/// let storage = NavigationStateStorage(database: container.database)
/// try storage.save(json, for: user.id, at: Date())
/// let saved = try storage.load(for: user.id)
/// ```
public struct NavigationStateStorage: Sendable {
  let database: AppDatabase

  /// The storage in `database`.
  public init(database: AppDatabase) {
    self.database = database
  }

  /// The state last saved for `userID`, if any.
  public func load(for userID: User.ID) throws -> String? {
    try database.reportingFailures {
      try database.writer.read { db in
        try String.fetchOne(
          db, sql: "SELECT state FROM navigation_state WHERE user_id = ?", arguments: [userID])
      }
    }
  }

  /// Saves `state` as `userID`'s, replacing what was there.
  public func save(_ state: String, for userID: User.ID, at date: Date) throws {
    try database.reportingFailures {
      try database.writer.write { db in
        try db.execute(
          sql: """
            INSERT INTO navigation_state (user_id, state, saved_at) VALUES (?, ?, ?)
            ON CONFLICT(user_id) DO UPDATE SET state = excluded.state, saved_at = excluded.saved_at
            """, arguments: [userID, state, date])
      }
    }
  }
}

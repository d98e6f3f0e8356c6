import Foundation
import GRDB

/// The theme each user chose in Settings, by name (`default`, `light`, `dark`), one row per user
/// in `user_settings`. No row, or no theme in it, means the user has not chosen: the
/// configuration file's theme applies. Reads and writes are synchronous: a choice is a word,
/// saved when the user makes it.
///
/// ```swift
/// let storage = AppearanceStorage(database: container.database)
/// try storage.saveTheme("dark", for: user.id)
/// let theme = try storage.theme(for: user.id)  // "dark"
/// ```
public struct AppearanceStorage: Sendable {
  let database: AppDatabase

  /// The storage in `database`.
  public init(database: AppDatabase) {
    self.database = database
  }

  /// The theme `userID` chose, if any.
  public func theme(for userID: User.ID) throws -> String? {
    try database.reportingFailures {
      try database.writer.read { db in
        try String.fetchOne(db, sql: "SELECT theme FROM user_settings WHERE user_id = ?", arguments: [userID])
      }
    }
  }

  /// Saves `theme` as `userID`'s choice; `nil` forgets it (the configuration's theme applies).
  public func saveTheme(_ theme: String?, for userID: User.ID) throws {
    try database.reportingFailures {
      try database.writer.write { db in
        try db.execute(
          sql: """
            INSERT INTO user_settings (user_id, theme) VALUES (?, ?)
            ON CONFLICT(user_id) DO UPDATE SET theme = excluded.theme
            """, arguments: [userID, theme])
      }
    }
  }
}

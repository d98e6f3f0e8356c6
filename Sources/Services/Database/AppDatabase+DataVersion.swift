import GRDB

extension AppDatabase {
  /// SQLite's `PRAGMA data_version` on the writing connection: it changes exactly when another
  /// connection — another `switchyard` on the same file — commits, never for this one's own
  /// writes. Comparing two readings tells whether someone else changed the file.
  public func externalChangeCounter() async throws -> Int {
    do {
      return try await writer.writeWithoutTransaction { db in
        try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
      }
    } catch let error as DatabaseError {
      throw Self.failure(for: error, path: path)
    }
  }
}

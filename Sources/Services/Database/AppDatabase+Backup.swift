import Foundation
import GRDB

extension AppDatabase {
  /// Copies the switchyard database at `path` to a new file at `destination` with SQLite's
  /// online backup — a consistent copy, including what is still in the `-wal` file, made
  /// safely while the app runs (it reads one snapshot and never blocks the app's writes).
  /// The copy is a single file (no `-wal` to carry along), mode 0600.
  ///
  /// Nothing is overwritten: an existing `destination` is refused with
  /// ``DatabaseFailure/cannotCreate(_:_:)``. The source is opened read-only; a file that is
  /// not a switchyard database is refused as ``db check`` refuses it. Returns how many tasks
  /// the copy holds.
  @discardableResult
  public static func backup(
    path: String, to destination: String, busyTimeout: Duration = .seconds(5)
  ) throws
    -> Int
  {
    try checkReadable(path)
    let configuration = readOnly(busyTimeout: busyTimeout)
    let source: DatabaseQueue
    do {
      source = try DatabaseQueue(path: path, configuration: configuration)
      guard try source.read(hasSwitchyardSchema) else { throw DatabaseFailure.notSwitchyard(path) }
    } catch {
      throw failure(for: error, path: path)
    }
    defer { try? source.close() }
    try checkPath(destination)
    guard let created = try createFileIfMissing(destination) else {
      throw DatabaseFailure.cannotCreate(destination, "a file is already there; nothing was overwritten")
    }
    do {
      let copy = try DatabaseQueue(path: destination)
      try source.backup(to: copy)
      let tasks = try copy.writeWithoutTransaction { db in
        // The copy takes the source's WAL mode; a rollback journal keeps it one file.
        try db.execute(sql: "PRAGMA journal_mode = DELETE")
        return try Int.fetchOne(db, sql: "SELECT count(*) FROM tasks") ?? 0
      }
      try copy.close()
      return tasks
    } catch {
      removeCreatedFile(created)
      throw failure(for: error, path: destination)
    }
  }
}

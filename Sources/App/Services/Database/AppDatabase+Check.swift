import Foundation
import GRDB

extension AppDatabase {
  /// Checks the file at `path` through a read-only connection, without creating,
  /// migrating or changing anything: SQLite's `PRAGMA integrity_check`, then that the file
  /// holds switchyard's schema, then that every task, project and account row can be read.
  /// An empty result means the file is sound; otherwise each line is one problem found.
  ///
  /// Throws ``DatabaseFailure/missing(_:)`` when there is no file,
  /// ``DatabaseFailure/notSwitchyard(_:)`` for a sound SQLite file without switchyard's
  /// tables (a copy of the main file made without its `-wal`), and the other
  /// ``DatabaseFailure``s for a directory, a FIFO or device, an unreadable file, a file that
  /// is not SQLite, or a lock held past `busyTimeout`.
  public static func integrityCheck(path: String, busyTimeout: Duration = .seconds(5)) throws -> [String] {
    try checkReadable(path)
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(busyTimeout.seconds)
    do {
      let queue = try DatabaseQueue(path: path, configuration: configuration)
      defer { try? queue.close() }
      return try queue.read { db in
        let rows = try String.fetchAll(db, sql: "PRAGMA integrity_check")
        guard rows == ["ok"] else { return rows }
        guard try hasSwitchyardSchema(db) else { throw DatabaseFailure.notSwitchyard(path) }
        return try DamagedRows.describe(db)
      }
    } catch {
      throw failure(for: error, path: path)
    }
  }

  /// Refuses a `path` that names no file, a directory, a FIFO or device, or a file this
  /// user may not read — before anything opens it (opening a FIFO would block).
  static func checkReadable(_ path: String) throws {
    var info = stat()
    guard stat(path, &info) == 0 else { throw DatabaseFailure.missing(path) }
    if info.st_mode & S_IFMT == S_IFDIR { throw DatabaseFailure.isDirectory(path) }
    if info.st_mode & S_IFMT != S_IFREG { throw DatabaseFailure.notARegularFile(path) }
    if !FileManager.default.isReadableFile(atPath: path) { throw DatabaseFailure.unreadable(path) }
  }

  /// Whether `db` holds switchyard's tables (at least the first migration, applied).
  static func hasSwitchyardSchema(_ db: Database) throws -> Bool {
    guard try db.tableExists("grdb_migrations"),
      try ["users", "projects", "tasks"].allSatisfy({ try db.tableExists($0) })
    else { return false }
    return try Migrations.migrator.appliedIdentifiers(db).contains(Migrations.migrator.migrations[0])
  }
}

extension Duration {
  /// The duration in seconds, as SQLite's busy timeout wants it.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}

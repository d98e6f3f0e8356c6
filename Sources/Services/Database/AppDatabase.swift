import Foundation
import GRDB

/// The app's one SQLite file: WAL mode, a busy timeout, foreign keys on, migrated to the
/// current schema. Opening checks the file first, so bad paths fail with a clear message
/// and nothing is overwritten.
///
/// Close it (``close()``) before the process ends: closing copies everything from the
/// `-wal` file into the main file, so the main file alone holds every write.
public final class AppDatabase: Sendable {
  /// The connection pool (one writer, concurrent readers).
  public let writer: DatabasePool
  /// Where the file is.
  public let path: String
  /// The file that was opened (device and inode), to notice when the path later names
  /// another file or none.
  let identity: FileIdentity
  /// The rescue copy made once the file was found deleted or replaced.
  let rescue = RescueRecord()

  /// Opens (creating if needed, with mode 0600 in a 0700 directory) and migrates the
  /// database at `path`.
  ///
  /// A file written by a newer version of switchyard, or another program's SQLite database (it
  /// has tables and no switchyard migration), is refused before anything is written to it; a
  /// file this call created is removed again when opening fails (a full disk).
  public init(path: String, busyTimeout: Duration = .seconds(5), migrate: Bool = true) throws {
    self.path = path
    try Self.checkPath(path)
    let created = try Self.createFileIfMissing(path)
    do {
      if created == nil { try Self.refuseForeignSchema(path: path, busyTimeout: busyTimeout) }
      var configuration = Configuration()
      configuration.foreignKeysEnabled = true
      configuration.busyMode = .timeout(busyTimeout.seconds)
      writer = try DatabasePool(path: path, configuration: configuration)
      identity = try FileIdentity.of(path)
      if migrate { try Migrations.migrator.migrate(writer) }
    } catch {
      if let created { Self.removeCreatedFile(created) }
      throw Self.failure(for: error, path: path)
    }
  }

  /// Runs `updates` in a write transaction; SQLite failures become ``DatabaseFailure``s,
  /// errors thrown by `updates` itself pass through unchanged.
  ///
  /// Throws ``DatabaseFailure/replaced(_:rescuedTo:)`` without writing when the file at ``path`` is no
  /// longer the one that was opened (deleted, or replaced by another file): a write that
  /// would be lost at exit is refused instead.
  public func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
    try checkIdentity()
    do {
      return try await writer.write(updates)
    } catch let error as DatabaseError {
      // SQLITE_FULL is also what an AUTOINCREMENT table says once it has given out the
      // largest id there is: that is no full disk, and saying so would send the user looking
      // for space they have.
      if error.resultCode == .SQLITE_FULL, let table = try? await exhaustedTable() {
        throw DatabaseFailure.idsExhausted(path, table: table)
      }
      throw Self.failure(for: error, path: path)
    }
  }

  /// A table whose AUTOINCREMENT sequence has reached the largest id SQLite allows, if any.
  private func exhaustedTable() async throws -> String? {
    try await writer.read { db in
      for row in try Row.fetchAll(db, sql: "SELECT name, seq FROM sqlite_sequence") {
        let name: String = row["name"]
        let seq: Int64 = row["seq"] ?? 0
        let largest =
          try Int64.fetchOne(db, sql: "SELECT max(rowid) FROM \(name.quotedDatabaseIdentifier)") ?? 0
        if seq == .max || largest == .max { return name }
      }
      return nil
    }
  }

  /// Runs `value` in a read transaction (a snapshot); failures as in ``write(_:)``.
  public func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws -> T {
    do {
      return try await writer.read(value)
    } catch let error as DatabaseError {
      throw Self.failure(for: error, path: path)
    }
  }

  /// Whether the schema is older than this build's (so `db migrate` has work to do).
  public func needsMigration() throws -> Bool {
    try writer.read { db in try !Migrations.migrator.hasCompletedMigrations(db) }
  }

  /// Applies pending migrations.
  public func migrate() throws {
    try checkIdentity()
    do {
      try Migrations.migrator.migrate(writer)
    } catch let error as DatabaseError {
      throw Self.failure(for: error, path: path)
    }
  }

  /// The migrations applied to this file, in order.
  public func appliedMigrations() throws -> [String] {
    let applied = try writer.read { db in try Migrations.migrator.appliedIdentifiers(db) }
    return Migrations.migrator.migrations.filter(applied.contains)
  }

  /// Runs `PRAGMA integrity_check`; an empty result means the file is sound.
  public func integrityProblems() throws -> [String] {
    let rows = try writer.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
    return rows == ["ok"] ? [] : rows
  }
}

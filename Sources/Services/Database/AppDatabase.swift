import Foundation
import GRDB

/// The app's one SQLite file: WAL mode, a busy timeout, foreign keys on, migrated to the
/// current schema. Opening checks the file first, so bad paths fail with a clear message
/// and nothing is overwritten.
public final class AppDatabase: Sendable {
  /// The connection pool (one writer, concurrent readers).
  public let writer: DatabasePool
  /// Where the file is.
  public let path: String

  /// Opens (creating if needed, with mode 0600 in a 0700 directory) and migrates the
  /// database at `path`.
  public init(path: String, busyTimeout: Duration = .seconds(5), migrate: Bool = true) throws {
    self.path = path
    try Self.checkPath(path)
    try Self.createFileIfMissing(path)
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    configuration.busyMode = .timeout(busyTimeout.seconds)
    do {
      writer = try DatabasePool(path: path, configuration: configuration)
      try writer.read { db in
        if try Migrations.migrator.hasBeenSuperseded(db) { throw DatabaseFailure.newerSchema(path) }
      }
      if migrate { try Migrations.migrator.migrate(writer) }
    } catch let failure as DatabaseFailure {
      throw failure
    } catch let error as DatabaseError {
      throw Self.failure(for: error, path: path)
    }
  }

  /// Runs `updates` in a write transaction; SQLite failures become ``DatabaseFailure``s,
  /// errors thrown by `updates` itself pass through unchanged.
  public func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
    do {
      return try await writer.write(updates)
    } catch let error as DatabaseError {
      throw Self.failure(for: error, path: path)
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

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
    let isNew = !FileManager.default.fileExists(atPath: path)
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    let (seconds, attoseconds) = busyTimeout.components
    configuration.busyMode = .timeout(Double(seconds) + Double(attoseconds) / 1e18)
    do {
      writer = try DatabasePool(path: path, configuration: configuration)
      if isNew { chmod(path, 0o600) }
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

  static func checkPath(_ path: String) throws {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
      if isDirectory.boolValue { throw DatabaseFailure.isDirectory(path) }
      if !manager.isReadableFile(atPath: path) { throw DatabaseFailure.unreadable(path) }
      if !manager.isWritableFile(atPath: path) { throw DatabaseFailure.readOnly(path) }
      return
    }
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty, !manager.fileExists(atPath: folder) {
      do {
        try manager.createDirectory(
          atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      } catch {
        throw DatabaseFailure.cannotCreate(folder, "the folder cannot be created")
      }
    }
    if !folder.isEmpty, !manager.isWritableFile(atPath: folder) {
      throw DatabaseFailure.cannotCreate(path, "the folder is not writable")
    }
  }

  static func failure(for error: DatabaseError, path: String) -> DatabaseFailure {
    switch error.resultCode {
    case .SQLITE_NOTADB, .SQLITE_CORRUPT: .notADatabase(path)
    case .SQLITE_BUSY, .SQLITE_LOCKED: .locked(path)
    case .SQLITE_READONLY: .readOnly(path)
    case .SQLITE_CANTOPEN: .unreadable(path)
    default: .other("database error: \(error.message ?? "\(error.resultCode)")")
    }
  }
}

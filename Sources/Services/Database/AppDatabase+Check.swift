import Foundation
import GRDB

extension AppDatabase {
  /// Checks the file at `path` through a read-only connection, without creating,
  /// migrating or changing anything: SQLite's `PRAGMA integrity_check`, then that the file
  /// holds switchyard's schema, that its search index and task counts agree with the tasks,
  /// then that every task, project and account row can be read.
  /// An empty result means the file is sound; otherwise each line is one problem found.
  ///
  /// Throws ``DatabaseFailure/missing(_:)`` when there is no file,
  /// ``DatabaseFailure/notSwitchyard(_:)`` for a sound SQLite file without switchyard's
  /// tables (a copy of the main file made without its `-wal`), and the other
  /// ``DatabaseFailure``s for a directory, a FIFO or device, an unreadable file, a file that
  /// is not SQLite, or a lock held past `busyTimeout`.
  public static func integrityCheck(path: String, busyTimeout: Duration = .seconds(5)) throws -> [String] {
    try checkReadable(path)
    return try readingReadOnly(path, busyTimeout: busyTimeout) { db in
      let rows = try String.fetchAll(db, sql: "PRAGMA integrity_check")
      guard rows == ["ok"] else { return rows }
      guard try hasSwitchyardSchema(db) else { throw DatabaseFailure.notSwitchyard(path) }
      return try searchIndexProblems(db) + TaskCountsSchema.problems(db) + RelationProblems.describe(db)
        + DamagedRows.describe(db)
    }
  }

  /// For a sound file written by a newer switchyard: what `db check` says besides "ok" (how
  /// many schema versions it has, how many this build knows, that this build will not open it);
  /// nil for a file of this build's schema or an older one. Read-only, as the check.
  public static func newerSchemaNote(path: String, busyTimeout: Duration = .seconds(5)) throws -> String? {
    try readingReadOnly(path, busyTimeout: busyTimeout) { db in
      guard try db.tableExists("grdb_migrations"), try Migrations.migrator.hasBeenSuperseded(db) else {
        return nil
      }
      let versions = try Int.fetchOne(db, sql: "SELECT count(*) FROM grdb_migrations") ?? 0
      let known = Migrations.migrator.migrations.count
      return "\(path) was written by a newer switchyard (schema version \(versions); this one knows "
        + "\(known)): its data passed the check, but this switchyard will not open it; upgrade switchyard"
    }
  }

  /// Runs `body` on a read-only connection to the file at `path` (``readOnlyTarget(_:)``),
  /// closed after it; SQLite's failures become ``DatabaseFailure``s.
  static func readingReadOnly<T>(
    _ path: String, busyTimeout: Duration, _ body: (Database) throws -> T
  ) throws -> T {
    do {
      let queue = try DatabaseQueue(
        path: readOnlyTarget(path), configuration: readOnly(busyTimeout: busyTimeout))
      defer { try? queue.close() }
      return try queue.read(body)
    } catch {
      throw failure(for: error, path: path)
    }
  }

  /// A connection's configuration for reading a file without writing anything to it.
  static func readOnly(busyTimeout: Duration) -> Configuration {
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(busyTimeout.seconds)
    return configuration
  }

  /// What to open for a read-only check of `path`: the path itself, or — when this user may
  /// not write the file or its folder, where SQLite would keep the `-shm` index a WAL
  /// database needs — the file as an immutable URI, which SQLite reads without any lock or
  /// index (a pending `-wal` is then not seen: ``pendingLogBytes(path:)`` says so).
  static func readOnlyTarget(_ path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    guard access(path, W_OK) != 0 || access(folder.isEmpty ? "." : folder, W_OK) != 0 else { return path }
    let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    let encoded = absolute.addingPercentEncoding(
      withAllowedCharacters: .urlPathAllowed.subtracting(["?", "#"]))
    return "file:\(encoded ?? absolute)?immutable=1"
  }

  /// How many bytes the `-wal` file beside `path` holds (writes not yet in the main file:
  /// switchyard is running, or ended without closing the file); 0 when there is none.
  public static func pendingLogBytes(path: String) -> Int64 {
    var info = stat()
    guard stat(path + "-wal", &info) == 0 else { return 0 }
    return Int64(info.st_size)
  }

  /// The search index's problems: missing (search would find nothing), its triggers gone
  /// (new tasks would not be found), or out of step with the tasks (a row count that
  /// differs). Read-only: `db migrate` repairs them.
  static func searchIndexProblems(_ db: Database) throws -> [String] {
    guard try db.tableExists("tasks_fts") else {
      return [
        "the search index (tasks_fts) is missing: search finds nothing; `switchyard db migrate` rebuilds it"
      ]
    }
    var problems: [String] = []
    let triggers = try String.fetchAll(
      db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'tasks_fts_%'")
    let missing = ["tasks_fts_insert", "tasks_fts_delete", "tasks_fts_update"].filter {
      !triggers.contains($0)
    }
    if !missing.isEmpty {
      problems.append(
        "the search index's triggers are missing (\(missing.joined(separator: ", "))): "
          + "`switchyard db migrate` restores them")
    }
    let tasks = try Int.fetchOne(db, sql: "SELECT count(*) FROM tasks") ?? 0
    let indexed = try Int.fetchOne(db, sql: "SELECT count(*) FROM tasks_fts_docsize") ?? 0
    if tasks != indexed {
      problems.append(
        "the search index holds \(indexed) tasks of \(tasks): `switchyard db migrate` rebuilds it")
    }
    return problems
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

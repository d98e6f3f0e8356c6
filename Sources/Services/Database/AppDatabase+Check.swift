import Foundation
import GRDB

extension AppDatabase {
  /// Runs `PRAGMA integrity_check` on the file at `path` through a read-only connection,
  /// without creating, migrating or changing anything. An empty result means the file is
  /// sound; otherwise each line is one problem SQLite found.
  ///
  /// Throws ``DatabaseFailure/missing(_:)`` when there is no file, and the other
  /// ``DatabaseFailure``s for a directory, an unreadable file, a file that is not SQLite,
  /// or a lock held past `busyTimeout`.
  public static func integrityCheck(path: String, busyTimeout: Duration = .seconds(5)) throws -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw DatabaseFailure.missing(path)
    }
    if isDirectory.boolValue { throw DatabaseFailure.isDirectory(path) }
    if !FileManager.default.isReadableFile(atPath: path) { throw DatabaseFailure.unreadable(path) }
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(busyTimeout.seconds)
    do {
      let queue = try DatabaseQueue(path: path, configuration: configuration)
      let rows = try queue.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
      try queue.close()
      return rows == ["ok"] ? [] : rows
    } catch let error as DatabaseError {
      throw failure(for: error, path: path)
    }
  }
}

extension Duration {
  /// The duration in seconds, as SQLite's busy timeout wants it.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}

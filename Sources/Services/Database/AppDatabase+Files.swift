import Foundation
import GRDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension AppDatabase {
  /// Refuses paths that cannot hold the database, creating a missing folder (mode 0700).
  ///
  /// Only a regular file (or a path where none exists yet) is accepted: opening a FIFO
  /// would block forever, and a device or socket is no place for a database.
  static func checkPath(_ path: String) throws {
    let manager = FileManager.default
    var info = stat()
    if stat(path, &info) == 0 {
      if info.st_mode & S_IFMT == S_IFDIR { throw DatabaseFailure.isDirectory(path) }
      if info.st_mode & S_IFMT != S_IFREG { throw DatabaseFailure.notARegularFile(path) }
      if !manager.isReadableFile(atPath: path) { throw DatabaseFailure.unreadable(path) }
      if !manager.isWritableFile(atPath: path) { throw DatabaseFailure.readOnly(path) }
      return
    }
    let folder = ((missingLinkTarget(path) ?? path) as NSString).deletingLastPathComponent
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

  /// Creates an empty file with mode 0600 before SQLite opens it, so the database (and
  /// the `-wal` and `-shm` files SQLite gives the same mode) is never readable by others,
  /// not even for a moment. An existing file is left alone; a symbolic link to nothing
  /// gets its target created (with mode 0600 too). Returns the path of the file created,
  /// or `nil` when the file existed.
  static func createFileIfMissing(_ path: String) throws -> String? {
    // `O_EXCL` never follows a symbolic link, so a dangling one reports EEXIST; create
    // where it points instead, still exclusively.
    let target = missingLinkTarget(path) ?? path
    let descriptor = open(target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    if descriptor >= 0 {
      closeDescriptor(descriptor)
      return target
    }
    guard errno == EEXIST else {
      throw DatabaseFailure.cannotCreate(path, String(cString: strerror(errno)))
    }
    return nil
  }

  /// Removes a database file this process created when opening it failed (a full disk),
  /// with the `-wal` and `-shm` files SQLite may have started beside it.
  static func removeCreatedFile(_ file: String) {
    for suffix in ["-wal", "-shm", ""] { unlink(file + suffix) }
  }

  /// Where a chain of symbolic links starting at `path` ends, when it ends at a path that
  /// does not exist (`nil` when `path` is no link, or the chain ends at a file).
  static func missingLinkTarget(_ path: String) -> String? {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0 else { return current == path || errno != ENOENT ? nil : current }
      guard info.st_mode & S_IFMT == S_IFLNK,
        let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current)
      else { return nil }
      current =
        destination.hasPrefix("/")
        ? destination : (current as NSString).deletingLastPathComponent + "/" + destination
    }
    return nil
  }

  /// Throws ``DatabaseFailure/newerSchema(_:)`` when the file was written by a newer build,
  /// reading it through a read-only connection so that nothing is written to it first.
  static func refuseForeignSchema(path: String, busyTimeout: Duration) throws {
    let configuration = readOnly(busyTimeout: busyTimeout)
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    defer { try? queue.close() }
    let (superseded, foreign) = try queue.read { db in
      guard try db.tableExists("grdb_migrations") else {
        // No migration ever ran here: an empty file is ours to fill, one with tables is not.
        let tables = try Int.fetchOne(
          db,
          sql:
            "SELECT count(*) FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite%'")
        return (false, (tables ?? 0) > 0)
      }
      return (try Migrations.migrator.hasBeenSuperseded(db), false)
    }
    if superseded { throw DatabaseFailure.newerSchema(path) }
    if foreign { throw DatabaseFailure.otherProgramsDatabase(path) }
  }
}

/// `close(2)` (inside `AppDatabase` the name means ``AppDatabase/close()``).
private func closeDescriptor(_ descriptor: Int32) {
  _ = close(descriptor)
}

import Foundation
import GRDB

extension AppDatabase {
  /// Refuses paths that cannot hold the database, creating a missing folder (mode 0700).
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

  /// Creates an empty file with mode 0600 before SQLite opens it, so the database (and
  /// the `-wal` and `-shm` files SQLite gives the same mode) is never readable by others,
  /// not even for a moment. An existing file is left alone.
  static func createFileIfMissing(_ path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    if descriptor >= 0 {
      close(descriptor)
      return
    }
    guard errno == EEXIST else {
      throw DatabaseFailure.cannotCreate(path, String(cString: strerror(errno)))
    }
  }

  /// The ``DatabaseFailure`` for an SQLite error on the file at `path`.
  static func failure(for error: DatabaseError, path: String) -> DatabaseFailure {
    switch error.resultCode {
    case .SQLITE_NOTADB, .SQLITE_CORRUPT: .notADatabase(path)
    case .SQLITE_BUSY, .SQLITE_LOCKED: .locked(path)
    case .SQLITE_READONLY: .readOnly(path)
    case .SQLITE_CANTOPEN, .SQLITE_PERM: .unreadable(path)
    case .SQLITE_FULL: .other("\(path): the disk is full")
    default: .other("database error: \(error.message ?? "\(error.resultCode)")")
    }
  }
}

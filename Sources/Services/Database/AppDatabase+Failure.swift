import Foundation
import GRDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension AppDatabase {
  /// Runs `body`, a synchronous read or write of this file, turning an SQLite error into the
  /// ``DatabaseFailure`` the user is told about.
  func reportingFailures<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as DatabaseError {
      throw Self.failure(for: error, path: path)
    }
  }

  /// The ``DatabaseFailure`` for any error met while opening or using the file at `path`.
  static func failure(for error: any Error, path: String) -> DatabaseFailure {
    switch error {
    case let failure as DatabaseFailure: failure
    case let error as DatabaseError: failure(for: error, path: path, freeBytes: freeBytes)
    default: .other((error as? any LocalizedError)?.errorDescription ?? "\(error)")
    }
  }

  /// The ``DatabaseFailure`` for an SQLite error on the file at `path`.
  ///
  /// SQLite reports a full disk as `SQLITE_FULL` only when the database itself cannot
  /// grow; creating or growing the `-wal` or `-shm` file (32 KB at least) on a full disk is
  /// a plain I/O error, so an I/O error is reported as a full disk when the file's folder
  /// has less than ``nearlyFullBytes`` left.
  static func failure(
    for error: DatabaseError, path: String, freeBytes: (String) -> UInt64? = AppDatabase.freeBytes
  ) -> DatabaseFailure {
    switch error.resultCode {
    case .SQLITE_NOTADB: return .notADatabase(path)
    case .SQLITE_CORRUPT: return .corrupt(path)
    case .SQLITE_BUSY, .SQLITE_LOCKED: return .locked(path)
    case .SQLITE_READONLY: return .readOnly(path)
    case .SQLITE_CANTOPEN, .SQLITE_PERM: return .unreadable(path)
    case .SQLITE_FULL: return .diskFull(path)
    case .SQLITE_IOERR where (freeBytes(path) ?? .max) < nearlyFullBytes: return .diskFull(path)
    default: return .other("database error: \(error.message ?? "\(error.resultCode)")")
    }
  }

  /// Below this much free space, an I/O error is taken for a full disk (1 MiB).
  static let nearlyFullBytes: UInt64 = 1 << 20

  /// The bytes an unprivileged user may still write in the folder holding `path`.
  static func freeBytes(_ path: String) -> UInt64? {
    let folder = (path as NSString).deletingLastPathComponent
    var info = statvfs()
    guard statvfs(folder.isEmpty ? "." : folder, &info) == 0 else { return nil }
    return UInt64(info.f_bavail) * UInt64(info.f_frsize)
  }
}

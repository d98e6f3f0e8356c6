import Crypto
import Foundation
import GRDB

extension AppDatabase {
  /// Writes a consistent copy of the database to `path` (SQLite's `VACUUM INTO`, mode 0600),
  /// replacing a file there, and returns the copy's identity (``identity(ofFileAt:)``). A
  /// session recording starts from such a snapshot; a replay runs on a fresh copy of it.
  public func snapshot(to path: String) throws -> String {
    try? FileManager.default.removeItem(atPath: path)
    do {
      try writer.writeWithoutTransaction { db in try db.execute(sql: "VACUUM INTO ?", arguments: [path]) }
    } catch let error as DatabaseError {
      throw Self.failure(for: error, path: path)
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    return try Self.identity(ofFileAt: path)
  }

  /// A database file's identity: the SHA-256 of its bytes, in hex.
  public static func identity(ofFileAt path: String) throws -> String {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
  }
}

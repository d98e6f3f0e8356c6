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

  /// A database file's identity: the SHA-256 of its bytes, in hex, read a megabyte at a time
  /// (never the whole file in memory).
  public static func identity(ofFileAt path: String) throws -> String {
    let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    var hash = SHA256()
    while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
      hash.update(data: chunk)
    }
    return hash.finalize().map { String(format: "%02x", $0) }.joined()
  }
}

extension AppDatabase {
  /// Makes the snapshot at `path` safe to attach to a bug report: every password hash is
  /// replaced by a value no password matches, remembered sign-ins and sign-in throttling are
  /// removed, and — with `keeping` — every other account, with its projects, tasks and
  /// settings, is deleted; then the file is rewritten (`VACUUM`), so nothing deleted stays in
  /// its free pages. Returns the snapshot's new identity.
  public static func scrubSnapshot(at path: String, keeping user: Int64?) throws -> String {
    do {
      let queue = try DatabaseQueue(path: path)
      try queue.write { db in
        if let user {
          try db.execute(sql: "DELETE FROM users WHERE id != ?", arguments: [user])
        }
        try db.execute(
          sql: """
            UPDATE users SET password_hash = x'', failed_sign_ins = 0, locked_until = NULL;
            DELETE FROM sessions;
            DELETE FROM sign_in_attempts;
            INSERT INTO tasks_fts(tasks_fts) VALUES ('rebuild');
            """)
      }
      try queue.writeWithoutTransaction { db in try db.execute(sql: "VACUUM") }
      try queue.close()
    } catch let error as DatabaseError {
      throw Self.failure(for: error, path: path)
    }
    return try identity(ofFileAt: path)
  }

  /// The id of the account with `email` in the database file at `path`, if there is one.
  public static func accountID(email: String, inFileAt path: String) throws -> Int64? {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    return try queue.read { db in
      try Int64.fetchOne(db, sql: "SELECT id FROM users WHERE email = ? COLLATE NOCASE", arguments: [email])
    }
  }
}

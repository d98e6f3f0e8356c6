import Foundation
import GRDB

/// A freshly salted hash of a password at the hasher's current work factor, ready to store.
struct NewHash: Sendable {
  let hash: Data
  let salt: Data
  let iterations: Int

  init(password: String, hasher: any PasswordHashing) throws {
    salt = hasher.makeSalt()
    iterations = hasher.iterations
    hash = try hasher.hash(password, salt: salt, iterations: iterations)
  }

  /// Replaces `userID`'s stored hash, salt and iteration count — only while the stored hash is
  /// still `previous`, the one the password was checked against: another instance may have
  /// changed the password since, and that change must not be undone. Returns whether it saved.
  @discardableResult
  func save(_ db: Database, userID: Int64, replacing previous: Data) throws -> Bool {
    try db.execute(
      sql: """
        UPDATE users SET password_hash = ?, password_salt = ?, password_iterations = ?
        WHERE id = ? AND password_hash = ?
        """,
      arguments: [hash, salt, iterations, userID, previous])
    return db.changesCount > 0
  }
}

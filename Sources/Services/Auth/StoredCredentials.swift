import Foundation
import GRDB

/// A user's row as the auth service needs it.
struct StoredCredentials: Sendable {
  let user: User
  let hash: Data
  let salt: Data
  let iterations: Int
  let lockedUntil: Date?

  init(row: Row) {
    user = User(id: row["id"], name: row["name"], email: row["email"])
    hash = row["password_hash"]
    salt = row["password_salt"]
    iterations = row["password_iterations"]
    lockedUntil = row["locked_until"]
  }

  static func fetch(_ db: Database, email: String) throws -> StoredCredentials? {
    try Row.fetchOne(db, sql: "SELECT * FROM users WHERE email = ?", arguments: [email]).map(Self.init)
  }

  static func fetch(_ db: Database, id: Int64) throws -> StoredCredentials? {
    try Row.fetchOne(db, sql: "SELECT * FROM users WHERE id = ?", arguments: [id]).map(Self.init)
  }
}

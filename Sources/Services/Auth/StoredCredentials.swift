import Foundation
import GRDB

/// A user's row as the auth service needs it.
struct StoredCredentials: Sendable {
  let user: User
  let hash: Data
  let salt: Data
  let iterations: Int

  /// Throws for a damaged row (a value missing or of the wrong kind).
  init(row: Row) throws {
    user = User(
      id: try row.decode(atIndex: 0), name: try row.text(atIndex: 1), email: try row.text(atIndex: 2))
    hash = try row.decode(atIndex: 3)
    salt = try row.decode(atIndex: 4)
    iterations = try row.decode(atIndex: 5)
  }

  static let columns = "id, name, email, password_hash, password_salt, password_iterations"

  /// The account with `email`, or `nil` when there is none or its row is damaged.
  static func fetch(_ db: Database, email: String) throws -> StoredCredentials? {
    try Row.fetchOne(db, sql: "SELECT \(columns) FROM users WHERE email = ?", arguments: [email])
      .flatMap { try? Self(row: $0) }
  }

  /// The account `id`, or `nil` when there is none or its row is damaged.
  static func fetch(_ db: Database, id: Int64) throws -> StoredCredentials? {
    try Row.fetchOne(db, sql: "SELECT \(columns) FROM users WHERE id = ?", arguments: [id])
      .flatMap { try? Self(row: $0) }
  }
}

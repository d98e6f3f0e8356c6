import GRDB

extension AppDatabase {
  /// The user a remembered session signs in: `token` issued to `osUser` and not ended, else
  /// `nil`. Synchronous, so an app can sign in before it draws its first screen.
  public func user(forSession token: SignInToken, osUser: String) throws -> User? {
    try reportingFailures {
      try writer.read { db in try Self.sessionUser(db, token: token, osUser: osUser) }
    }
  }

  /// Forgets `token`: it signs nobody in any more. Synchronous, like ``user(forSession:osUser:)``.
  public func endSession(_ token: SignInToken) throws {
    try checkIdentity()
    try reportingFailures {
      try writer.write { db in
        try db.execute(sql: "DELETE FROM sessions WHERE token_hash = ?", arguments: [token.digest])
      }
    }
  }

  static func sessionUser(_ db: Database, token: SignInToken, osUser: String) throws -> User? {
    guard
      let row = try Row.fetchOne(
        db,
        sql: """
          SELECT users.id, users.name, users.email FROM sessions JOIN users ON users.id = sessions.user_id
          WHERE sessions.token_hash = ? AND sessions.os_user = ?
          """, arguments: [token.digest, osUser])
    else { return nil }
    return User(id: row[0], name: row[1], email: row[2])
  }
}

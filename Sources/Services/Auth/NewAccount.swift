import Foundation
import GRDB

/// A new account, checked and its password hashed, ready to insert: what signing up and
/// seeding an account with data (``AppDatabase/create(_:hasher:now:)``) share.
struct NewAccount: Sendable {
  let name: String
  let email: String
  let hash: NewHash

  /// Checks the name, email and password (an ``AuthError`` for each that is refused) and
  /// hashes the password with `hasher`.
  init(name: String, email: String, password: String, hasher: any PasswordHashing) throws {
    self.name = name.trimmingCharacters(in: .whitespacesAndNewlines)
    self.email = SQLiteAuthService.normalized(email)
    guard !self.name.isEmpty else { throw AuthError.emptyName }
    guard ValidationRule.email.check(self.email) == nil else { throw AuthError.invalidEmail }
    guard ValidationRule.newPassword.check(password) == nil else { throw AuthError.weakPassword }
    hash = try NewHash(password: password, hasher: hasher)
  }

  /// Inserts the account, created at `now`; ``AuthError/emailTaken`` when its email has one.
  func insert(_ db: Database, now: Date) throws -> User {
    if try Bool.fetchOne(db, sql: "SELECT 1 FROM users WHERE email = ?", arguments: [email]) == true {
      throw AuthError.emailTaken
    }
    try db.execute(
      sql: """
        INSERT INTO users (name, email, password_hash, password_salt, password_iterations, created_at)
        VALUES (?, ?, ?, ?, ?, ?)
        """, arguments: [name, email, hash.hash, hash.salt, hash.iterations, now])
    return User(id: db.lastInsertedRowID, name: name, email: email)
  }
}

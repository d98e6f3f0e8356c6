import Foundation
import GRDB

/// ``AuthService`` over the app database.
public struct SQLiteAuthService: AuthService {
  let context: ServiceContext
  let hasher: PasswordHasher
  /// Failures in a row before sign-in slows down.
  static let freeAttempts = 5

  public init(context: ServiceContext, hasher: PasswordHasher = PasswordHasher()) {
    self.context = context
    self.hasher = hasher
  }

  @discardableResult
  public func signUp(name: String, email: String, password: String) async throws -> User {
    let name = name.trimmingCharacters(in: .whitespaces)
    let email = email.trimmingCharacters(in: .whitespaces).lowercased()
    guard !name.isEmpty else { throw AuthError.emptyName }
    guard email.contains("@"), email.split(separator: "@").count == 2 else { throw AuthError.invalidEmail }
    guard password.count >= 8 else { throw AuthError.weakPassword }
    let salt = hasher.makeSalt()
    let hash = try hasher.hash(password, salt: salt, iterations: hasher.iterations)
    let now = context.now()
    let user = try await context.database.writer.write { db -> User in
      if try Bool.fetchOne(db, sql: "SELECT 1 FROM users WHERE email = ?", arguments: [email]) == true {
        throw AuthError.emailTaken
      }
      try db.execute(
        sql: """
          INSERT INTO users (name, email, password_hash, password_salt, password_iterations, created_at)
          VALUES (?, ?, ?, ?, ?, ?)
          """, arguments: [name, email, hash, salt, hasher.iterations, now])
      return User(id: db.lastInsertedRowID, name: name, email: email)
    }
    await context.cache.update(\.session, with: user)
    return user
  }

  @discardableResult
  public func signIn(email: String, password: String) async throws -> User {
    let email = email.trimmingCharacters(in: .whitespaces).lowercased()
    let now = context.now()
    guard
      let stored = try await context.database.writer.read({ db in
        try StoredCredentials.fetch(db, email: email)
      })
    else {
      // Spend the same time as a real check, so timing does not reveal which emails exist.
      _ = try hasher.hash(password, salt: hasher.makeSalt(), iterations: hasher.iterations)
      throw AuthError.invalidCredentials
    }
    let id = stored.user.id
    if let lockedUntil = stored.lockedUntil, lockedUntil > now {
      throw AuthError.throttled(retryAfterSeconds: Int(lockedUntil.timeIntervalSince(now).rounded(.up)))
    }
    let matches = try hasher.verify(
      password, salt: stored.salt, iterations: stored.iterations, expected: stored.hash)
    guard matches else {
      try await recordFailure(userID: id, now: now)
      throw AuthError.invalidCredentials
    }
    try await context.database.writer.write { db in
      try db.execute(
        sql: "UPDATE users SET failed_sign_ins = 0, locked_until = NULL WHERE id = ?", arguments: [id])
    }
    await context.cache.update(\.session, with: stored.user)
    return stored.user
  }

  /// Counts a failed sign-in; from the fifth in a row, each failure locks the account for
  /// longer (30 s, 60 s, 120 s … up to an hour).
  private func recordFailure(userID: Int64, now: Date) async throws {
    try await context.database.writer.write { db in
      try db.execute(
        sql: "UPDATE users SET failed_sign_ins = failed_sign_ins + 1 WHERE id = ?", arguments: [userID])
      let failures =
        try Int.fetchOne(db, sql: "SELECT failed_sign_ins FROM users WHERE id = ?", arguments: [userID]) ?? 0
      guard failures >= Self.freeAttempts else { return }
      let delay = min(3600, 30 * (1 << min(failures - Self.freeAttempts, 7)))
      try db.execute(
        sql: "UPDATE users SET locked_until = ? WHERE id = ?",
        arguments: [now.addingTimeInterval(TimeInterval(delay)), userID])
    }
  }

  public func signOut() async {
    await context.cache.update(with: AppState())
  }

  public func changePassword(current: String, new: String) async throws {
    let userID = try await context.userID()
    guard new.count >= 8 else { throw AuthError.weakPassword }
    let stored = try await context.database.writer.read { db in try StoredCredentials.fetch(db, id: userID) }
    guard let stored else { throw AuthError.notSignedIn }
    let matches = try hasher.verify(
      current, salt: stored.salt, iterations: stored.iterations, expected: stored.hash)
    guard matches else { throw AuthError.wrongCurrentPassword }
    let salt = hasher.makeSalt()
    let hash = try hasher.hash(new, salt: salt, iterations: hasher.iterations)
    try await context.database.writer.write { db in
      try db.execute(
        sql: "UPDATE users SET password_hash = ?, password_salt = ?, password_iterations = ? WHERE id = ?",
        arguments: [hash, salt, hasher.iterations, userID])
    }
  }
}

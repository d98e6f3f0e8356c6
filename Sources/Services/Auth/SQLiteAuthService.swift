import Foundation
import GRDB

/// ``AuthService`` over the app database.
///
/// Passwords are kept only as salted PBKDF2 hashes (see ``PasswordHasher``). From the
/// fifth failed sign-in in a row an account is locked for a while, longer after each
/// further failure (see ``SignInThrottle``); the lock lives in the database, so it holds
/// across processes, and time comes from the context's injected `now`.
public struct SQLiteAuthService: AuthService {
  let context: ServiceContext
  let hasher: PasswordHasher

  /// A service writing the session into `context`'s cache and hashing with `hasher`.
  public init(context: ServiceContext, hasher: PasswordHasher = PasswordHasher()) {
    self.context = context
    self.hasher = hasher
  }

  @discardableResult
  public func signUp(name: String, email: String, password: String) async throws -> User {
    let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
    let email = Self.normalized(email)
    guard !name.isEmpty else { throw AuthError.emptyName }
    guard Self.isPlausibleEmail(email) else { throw AuthError.invalidEmail }
    guard password.count >= 8 else { throw AuthError.weakPassword }
    let salt = hasher.makeSalt()
    let hash = try hasher.hash(password, salt: salt, iterations: hasher.iterations)
    let iterations = hasher.iterations
    let now = context.now()
    let user = try await context.database.write { db -> User in
      if try Bool.fetchOne(db, sql: "SELECT 1 FROM users WHERE email = ?", arguments: [email]) == true {
        throw AuthError.emailTaken
      }
      try db.execute(
        sql: """
          INSERT INTO users (name, email, password_hash, password_salt, password_iterations, created_at)
          VALUES (?, ?, ?, ?, ?, ?)
          """, arguments: [name, email, hash, salt, iterations, now])
      return User(id: db.lastInsertedRowID, name: name, email: email)
    }
    await begin(user)
    return user
  }

  @discardableResult
  public func signIn(email: String, password: String) async throws -> User {
    let email = Self.normalized(email)
    let now = context.now()
    guard
      let stored = try await context.database.read({ db in try StoredCredentials.fetch(db, email: email) })
    else {
      // Spend the same time as a real check, so timing does not reveal which emails exist.
      _ = try hasher.hash(password, salt: hasher.makeSalt(), iterations: hasher.iterations)
      throw AuthError.invalidCredentials
    }
    if let lockedUntil = stored.lockedUntil, lockedUntil > now {
      throw AuthError.throttled(retryAfterSeconds: Int(lockedUntil.timeIntervalSince(now).rounded(.up)))
    }
    let matches = try hasher.verify(
      password, salt: stored.salt, iterations: stored.iterations, expected: stored.hash)
    guard matches else {
      try await SignInThrottle.recordFailure(userID: stored.user.id, now: now, database: context.database)
      throw AuthError.invalidCredentials
    }
    let upgrade = try rehashIfWeak(password, stored: stored)
    let id = stored.user.id
    try await context.database.write { db in
      try db.execute(
        sql: "UPDATE users SET failed_sign_ins = 0, locked_until = NULL WHERE id = ?", arguments: [id])
      if let upgrade { try upgrade.save(db, userID: id) }
    }
    await begin(stored.user)
    return stored.user
  }

  public func signOut() async {
    await context.cache.update(with: AppState())
  }

  public func changePassword(current: String, new: String) async throws {
    let userID = try await context.userID()
    guard new.count >= 8 else { throw AuthError.weakPassword }
    let stored = try await context.database.read { db in try StoredCredentials.fetch(db, id: userID) }
    guard let stored else { throw AuthError.notSignedIn }
    let matches = try hasher.verify(
      current, salt: stored.salt, iterations: stored.iterations, expected: stored.hash)
    guard matches else { throw AuthError.wrongCurrentPassword }
    let replacement = try NewHash(password: new, hasher: hasher)
    try await context.database.write { db in try replacement.save(db, userID: userID) }
  }

  /// Signs `user` in: a different user than before starts from a fresh state, so nothing
  /// of the previous account stays on screen.
  @MainActor
  func begin(_ user: User) {
    if context.cache.value.session?.id == user.id {
      context.cache.update(\.session, with: user)
    } else {
      context.cache.update(with: AppState(session: user))
    }
  }

  /// A new hash at the current work factor when the stored one is weaker.
  private func rehashIfWeak(_ password: String, stored: StoredCredentials) throws -> NewHash? {
    guard hasher.needsRehash(storedIterations: stored.iterations) else { return nil }
    return try NewHash(password: password, hasher: hasher)
  }

  static func normalized(_ email: String) -> String {
    email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
  }

  static func isPlausibleEmail(_ email: String) -> Bool {
    let parts = email.split(separator: "@", omittingEmptySubsequences: false)
    return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty
      && !email.contains(where: \.isWhitespace)
  }
}

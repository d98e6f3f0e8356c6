import Foundation
import GRDB

/// ``AuthService`` over the app database.
///
/// Passwords are kept only as salted PBKDF2 hashes (see ``PasswordHasher``). From the
/// fifth failed sign-in in a row at one email, known or not, each further attempt waits a
/// little longer, at most a minute (see ``SignInThrottle``); the count lives in the
/// database, so it holds across processes, and time comes from the context's injected `now`.
/// An unknown email and a wrong password get the same answer after the same work.
public struct SQLiteAuthService: AuthService {
  let context: ServiceContext
  let hasher: any PasswordHashing

  /// A service writing the session into `context`'s cache and hashing with `hasher`.
  public init(context: ServiceContext, hasher: any PasswordHashing = PasswordHasher()) {
    self.context = context
    self.hasher = hasher
  }

  @discardableResult
  public func signUp(name: String, email: String, password: String) async throws -> User {
    let account = try NewAccount(name: name, email: email, password: password, hasher: hasher)
    let now = context.now()
    let user = try await context.write { db in try account.insert(db, now: now) }
    await begin(user)
    return user
  }

  @discardableResult
  public func signIn(email: String, password: String) async throws -> User {
    let email = Self.normalized(email)
    let key = SignInThrottle.key(for: email)
    let now = context.now()
    // The same steps whether or not the email has an account: one read, one hash at full
    // cost, one write. Only the attempts at this email decide a wait.
    let (stored, wait) = try await context.database.read { db in
      (try StoredCredentials.fetch(db, email: email), try SignInThrottle.wait(db, key: key, now: now))
    }
    if let wait { throw AuthError.throttled(retryAfterSeconds: wait) }
    let matches: Bool
    if let stored {
      matches = try hasher.verify(
        password, salt: stored.salt, iterations: stored.iterations, expected: stored.hash)
    } else {
      _ = try hasher.verify(
        password, salt: hasher.makeSalt(), iterations: hasher.iterations, expected: Data())
      matches = false
    }
    guard matches, let stored else {
      try await context.write { db in try SignInThrottle.recordFailure(db, key: key, now: now) }
      throw AuthError.invalidCredentials
    }
    let upgrade = try rehashIfWeak(password, stored: stored)
    let id = stored.user.id
    try await context.write { db in
      try SignInThrottle.reset(db, key: key)
      // A stronger hash of the same password; skipped if the password changed meanwhile.
      if let upgrade { try upgrade.save(db, userID: id, replacing: stored.hash) }
    }
    await begin(stored.user)
    return stored.user
  }

  public func signOut() async {
    await context.cache.update(with: AppState())
  }

  public func changePassword(current: String, new: String) async throws {
    let userID = try await context.userID()
    guard ValidationRule.newPassword.check(new) == nil else { throw AuthError.weakPassword }
    let stored = try await context.database.read { db in try StoredCredentials.fetch(db, id: userID) }
    guard let stored else { throw AuthError.notSignedIn }
    let matches = try hasher.verify(
      current, salt: stored.salt, iterations: stored.iterations, expected: stored.hash)
    guard matches else { throw AuthError.wrongCurrentPassword }
    let replacement = try NewHash(password: new, hasher: hasher)
    let saved = try await context.write { db in
      try replacement.save(db, userID: userID, replacing: stored.hash)
    }
    // Changed in another window since it was checked: that change stands.
    guard saved else { throw AuthError.passwordChangedElsewhere }
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

}

import GRDB

extension SQLiteAuthService {
  /// Signs in the account with `email` without its password — for replaying a recorded session
  /// only, on a copy of the recorded database: the recording keeps no password, only that the
  /// sign-in succeeded. (Whoever has the copy can read the whole file anyway.)
  @discardableResult
  public func signInForReplay(email: String) async throws -> User {
    let email = Self.normalized(email)
    guard
      let stored = try await context.database.read({ db in try StoredCredentials.fetch(db, email: email) })
    else { throw AuthError.invalidCredentials }
    await begin(stored.user)
    return stored.user
  }
}

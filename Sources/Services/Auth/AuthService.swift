/// Local accounts: sign up, sign in, sign out, change password. Signing in or up puts the
/// user in the cache's ``AppState/session`` (a different user starts from an empty state);
/// signing out clears the whole state.
///
/// ```swift
/// do {
///   try await container.auth.signIn(email: email, password: password)
/// } catch let error as AuthError {
///   show(error.errorDescription)   // "Wrong email or password", "Too many failed attempts…"
/// }
/// ```
public protocol AuthService: Sendable {
  /// Creates an account (name not empty, a plausible email not used yet, a password of at
  /// least ``ValidationRule/minimumPasswordLength`` characters — the rules the forms check
  /// too) and signs it in.
  @discardableResult
  func signUp(name: String, email: String, password: String) async throws -> User
  /// Signs in; ``AuthError/invalidCredentials`` for a wrong email or password alike, and
  /// ``AuthError/throttled(retryAfterSeconds:)`` while attempts at that email must wait.
  @discardableResult
  func signIn(email: String, password: String) async throws -> User
  /// Signs out and clears everything the cache held for the user.
  func signOut() async
  /// Replaces the signed-in user's password, given the current one.
  func changePassword(current: String, new: String) async throws

  /// Remembers the signed-in user for `osUser`: the returned token signs them in again
  /// (``AppDatabase/user(forSession:osUser:)``, before the first frame) until it is ended
  /// (``AppDatabase/endSession(_:)``). Only its hash is stored.
  func rememberSession(forOSUser osUser: String) async throws -> SignInToken
}

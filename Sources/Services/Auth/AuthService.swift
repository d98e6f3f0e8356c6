/// Local accounts: sign up, sign in, sign out, change password. Signing in or up puts the
/// user in the cache's `session`; signing out clears it.
public protocol AuthService: Sendable {
  @discardableResult
  func signUp(name: String, email: String, password: String) async throws -> User
  @discardableResult
  func signIn(email: String, password: String) async throws -> User
  func signOut() async
  func changePassword(current: String, new: String) async throws
}

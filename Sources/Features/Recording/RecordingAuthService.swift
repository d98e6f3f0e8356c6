import Services

/// The accounts service of a recorded session: it does what the real one does and notes how
/// each sign-in, sign-up and password change went (never a password), so a replay can repeat
/// the outcome without knowing the password.
struct RecordingAuthService: AuthService {
  let inner: any AuthService
  let note: @Sendable @MainActor ([String: String]) -> Void

  @discardableResult
  func signUp(name: String, email: String, password: String) async throws -> User {
    try await noting("signUp", email: email) {
      try await inner.signUp(name: name, email: email, password: password)
    }
  }

  @discardableResult
  func signIn(email: String, password: String) async throws -> User {
    try await noting("signIn", email: email) { try await inner.signIn(email: email, password: password) }
  }

  func signOut() async {
    await inner.signOut()
  }

  func changePassword(current: String, new: String) async throws {
    try await noting("changePassword", email: nil) {
      try await inner.changePassword(current: current, new: new)
    }
  }

  func rememberSession(forOSUser osUser: String) async throws -> SignInToken {
    try await inner.rememberSession(forOSUser: osUser)
  }

  private func noting<T>(_ call: String, email: String?, _ work: () async throws -> T) async throws -> T {
    var fields = ["call": call]
    if let email { fields["email"] = email }
    do {
      let result = try await work()
      fields["outcome"] = "ok"
      await note(fields)
      return result
    } catch {
      fields["outcome"] = "failed"
      fields["error"] = message(for: error)
      await note(fields)
      throw error
    }
  }
}

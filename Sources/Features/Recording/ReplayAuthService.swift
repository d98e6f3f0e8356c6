import Foundation
import Services

/// The accounts service of a replay: each sign-in, sign-up and password change ends as the
/// recording noted (the recording has no passwords): a recorded sign-in signs the account in
/// without its password, a recorded failure fails with the recorded message. Runs on a copy of
/// the recorded database only.
actor ReplayAuthService: AuthService {
  let inner: SQLiteAuthService
  private var outcomes: [[String: String]]

  init(inner: SQLiteAuthService, outcomes: [[String: String]]) {
    self.inner = inner
    self.outcomes = outcomes
  }

  @discardableResult
  func signUp(name: String, email: String, password: String) async throws -> User {
    try take("signUp")
    return try await inner.signUp(name: name, email: email, password: password)
  }

  @discardableResult
  func signIn(email: String, password: String) async throws -> User {
    try take("signIn")
    return try await inner.signInForReplay(email: email)
  }

  func signOut() async {
    await inner.signOut()
  }

  func changePassword(current: String, new: String) async throws {
    try take("changePassword")
  }

  func rememberSession(forOSUser osUser: String) async throws -> SignInToken {
    try await inner.rememberSession(forOSUser: osUser)
  }

  /// Signs in whoever the recorded session started signed in as (a remembered sign-in), if the
  /// recording starts so.
  func resumeRecordedSession() async throws {
    guard let first = outcomes.first, first["call"] == "resume", let email = first["email"] else { return }
    outcomes.removeFirst()
    try await inner.signInForReplay(email: email)
  }

  /// Takes the next recorded outcome, which must be of `call`; throws the recorded failure.
  private func take(_ call: String) throws {
    guard !outcomes.isEmpty else { throw ReplayFailure("the recording has no more \(call) outcomes") }
    let outcome = outcomes.removeFirst()
    guard outcome["call"] == call else {
      throw ReplayFailure("the recording has \(outcome["call"] ?? "nothing") here, not \(call)")
    }
    if outcome["outcome"] != "ok" { throw ReplayFailure(outcome["error"] ?? "failed") }
  }
}

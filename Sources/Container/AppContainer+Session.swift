import Foundation
import Services

extension AppContainer {
  /// Signs in the user this OS user signed in last, if they did not sign out since — before
  /// the first screen is drawn, so the app opens on their tasks. A missing, damaged or ended
  /// token signs nobody in (and a stale file is removed).
  public func resumeSession() {
    guard let file = signInFile, let token = file.read() else { return }
    do {
      guard let user = try database.user(forSession: token, osUser: configuration.osUser) else {
        file.remove()
        return
      }
      session = (token, user.id)
      cache.update(with: AppState(session: user))
      // Their theme before the first frame, so it does not change under their eyes.
      loadAppearance(for: user.id)
      logger.info("session resumed", metadata: ["user": "\(user.id)"])
    } catch {
      logger.error("resuming the session failed", metadata: ["error": "\(Self.message(for: error))"])
    }
  }

  /// Ends the remembered sign-in (`switchyard --sign-out`): the next start shows the sign-in
  /// screen.
  public func forgetSession() {
    guard let file = signInFile else { return }
    let token = session?.token ?? file.read()
    session = nil
    file.remove()
    if let token { try? database.endSession(token) }
  }

  /// Follows a change of the signed-in user: remembers a new sign-in, forgets on sign-out.
  func sessionChanged(to user: User?) async {
    guard let file = signInFile else { return }
    guard let user else {
      forgetSession()
      return
    }
    guard session?.userID != user.id else { return }
    do {
      let token = try await auth.rememberSession(forOSUser: configuration.osUser)
      try file.write(token)
      session = (token, user.id)
    } catch {
      logger.error("remembering the session failed", metadata: ["error": "\(Self.message(for: error))"])
    }
  }

  var signInFile: SignInFile? { configuration.sessionPath.map(SignInFile.init) }
}

import Foundation

/// Why an account operation was refused, each with a message for people.
public enum AuthError: Error, Equatable, LocalizedError, Sendable {
  case emailTaken
  case invalidCredentials
  case throttled(retryAfterSeconds: Int)
  case notSignedIn
  case invalidEmail
  case weakPassword
  case emptyName
  case wrongCurrentPassword
  /// The password was changed elsewhere (another instance) after the current one was checked.
  case passwordChangedElsewhere

  public var errorDescription: String? {
    switch self {
    case .emailTaken: "An account with that email already exists"
    case .invalidCredentials: "Wrong email or password"
    case .throttled(let seconds): "Too many failed attempts; try again in \(seconds) s"
    case .notSignedIn: "You are not signed in"
    case .invalidEmail: ValidationRule.emailMessage
    case .weakPassword: ValidationRule.passwordMessage
    case .emptyName: "Name is required"
    case .wrongCurrentPassword: "The current password is wrong"
    case .passwordChangedElsewhere:
      "The password was changed elsewhere meanwhile; that change stands — use the new password"
    }
  }
}

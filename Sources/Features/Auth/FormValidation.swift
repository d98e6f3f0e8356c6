import Foundation

/// Validation rules shared by the app's forms; each returns the message to show, or `nil`.
public enum FormValidation {
  /// A plausible email address: something, `@`, a domain with a dot.
  public static func email(_ email: String) -> String? {
    let trimmed = email.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty { return "Email is required" }
    let parts = trimmed.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."),
      !parts[1].hasPrefix("."), !parts[1].hasSuffix("."), !trimmed.contains(" ")
    else { return "Enter an email like name@example.com" }
    return nil
  }

  /// A field that must not be empty.
  public static func required(_ value: String, _ name: String) -> String? {
    value.trimmingCharacters(in: .whitespaces).isEmpty ? "\(name) is required" : nil
  }

  /// A new password: at least eight characters.
  public static func newPassword(_ password: String) -> String? {
    password.count < 8 ? "Use at least 8 characters" : nil
  }

  /// A repeated password that must match the first.
  public static func confirmation(_ confirmation: String, matches password: String) -> String? {
    confirmation == password ? nil : "Passwords do not match"
  }

  /// The one-line message for an error from a service.
  public static func message(for error: any Error) -> String {
    (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
  }
}

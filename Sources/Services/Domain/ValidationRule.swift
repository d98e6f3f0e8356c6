/// The rules what people type must follow, defined once: forms check them as the user types,
/// services check them again before writing (so a caller that skips the form cannot store
/// what a form would refuse).
public enum ValidationRule: Equatable, Sendable {
  /// Anything but blank; `message` says what is missing ("Name is required").
  case required(message: String)
  /// A plausible email address.
  case email
  /// A password to set: at least ``minimumPasswordLength`` characters.
  case newPassword
  /// A due date as people type it (see ``DueDate/parse(_:today:)``), or nothing.
  case dueDate

  /// The fewest characters a new password may have.
  public static let minimumPasswordLength = 8

  /// What is wrong with `value`, as a one-line message for the user; `nil` when it passes.
  public func check(_ value: String) -> String? {
    switch self {
    case .required(let message):
      return value.isBlank ? message : nil
    case .email:
      if value.isBlank { return "Email is required" }
      return Self.isPlausibleEmail(value) ? nil : Self.emailMessage
    case .newPassword:
      return value.count >= Self.minimumPasswordLength ? nil : Self.passwordMessage
    case .dueDate:
      return DueDate.parse(value, today: Day(year: 2000, month: 1, day: 1)) == nil ? Self.dueDateMessage : nil
    }
  }

  /// Whether `email` looks like an address: one `@` with something before it, a domain with
  /// a dot inside it after it, no spaces.
  static func isPlausibleEmail(_ email: String) -> Bool {
    let trimmed = email.trimmingWhitespace
    let parts = trimmed.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !trimmed.contains(" ") else { return false }
    let domain = parts[1]
    return domain.contains(".") && !domain.hasPrefix(".") && !domain.hasSuffix(".")
  }

  static let emailMessage = "Enter an email like name@example.com"
  static let passwordMessage = "Use at least \(minimumPasswordLength) characters"
  static let dueDateMessage = "Use YYYY-MM-DD, or say it: fri, next week, in 3 days, dec 24"
}

extension String {
  /// The string without leading and trailing white space.
  public var trimmingWhitespace: String {
    var slice = Substring(self)
    while let first = slice.first, first.isWhitespace { slice.removeFirst() }
    while let last = slice.last, last.isWhitespace { slice.removeLast() }
    return String(slice)
  }

  /// Whether the string holds nothing but white space.
  var isBlank: Bool { allSatisfy(\.isWhitespace) }
}

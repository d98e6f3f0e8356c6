import Services

/// The sign-up form's fields, in the order they are shown.
public enum SignUpField: FormField {
  case name, email, password, confirmation

  public var rule: ValidationRule? {
    switch self {
    case .name: .required(message: "Name is required")
    case .email: .email
    case .password: .newPassword
    case .confirmation: nil
    }
  }

  public var isSecret: Bool { self == .password || self == .confirmation }

  /// The confirmation must repeat the password (the form's one rule between fields).
  @Sendable public static func crossCheck(_ values: [SignUpField: String]) -> [SignUpField: String] {
    values[.confirmation, default: ""] == values[.password, default: ""]
      ? [:] : [.confirmation: "Passwords do not match"]
  }
}

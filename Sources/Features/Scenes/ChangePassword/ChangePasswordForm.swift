import Services

/// The change-password form's fields, in the order they are shown.
public enum ChangePasswordField: FormField {
  case current, new, confirmation

  public var rule: ValidationRule? {
    switch self {
    case .current: .required(message: "Current password is required")
    case .new: .newPassword
    case .confirmation: nil
    }
  }

  public var isSecret: Bool { true }

  /// The confirmation must repeat the new password.
  @Sendable public static func crossCheck(
    _ values: [ChangePasswordField: String]
  ) -> [ChangePasswordField: String] {
    values[.confirmation, default: ""] == values[.new, default: ""]
      ? [:] : [.confirmation: "Passwords do not match"]
  }
}

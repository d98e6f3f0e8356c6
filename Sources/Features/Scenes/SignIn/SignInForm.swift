import Services

/// The sign-in form's fields.
public enum SignInField: FormField {
  case email, password

  public var rule: ValidationRule? {
    switch self {
    case .email: .email
    case .password: .required(message: "Password is required")
    }
  }

  public var isSecret: Bool { self == .password }
}

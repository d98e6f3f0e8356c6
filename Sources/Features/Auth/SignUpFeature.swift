import Unidirectional

/// The sign-up form's state.
public struct SignUpState: Equatable, Sendable {
  public var name = ""
  public var email = ""
  public var password = ""
  public var confirmation = ""
  /// Validation messages by field, shown once the user has tried to submit.
  public var errors: [SignUpField: String] = [:]
  public var isLoading = false
  public var failure: String?

  public init() {}
}

/// The sign-up form's fields, in the order they are shown.
public enum SignUpField: Hashable, Sendable, CaseIterable {
  case name, email, password, confirmation
}

/// What can happen on the sign-up form.
public enum SignUpAction: Equatable, Sendable {
  case changed(SignUpField, String)
  case submit
  case succeeded
  case failed(String)
}

/// The sign-up form's reducer; creating the account is an injected closure.
public struct SignUpReducer: Reducer {
  struct RequestID: Hashable, Sendable {}

  let signUp: @Sendable (_ name: String, _ email: String, _ password: String) async throws -> Void

  public init(
    signUp: @escaping @Sendable (_ name: String, _ email: String, _ password: String) async throws -> Void
  ) {
    self.signUp = signUp
  }

  public func reduce(into state: inout SignUpState, action: SignUpAction) -> Effect<SignUpAction> {
    switch action {
    case .changed(let field, let value):
      switch field {
      case .name: state.name = value
      case .email: state.email = value
      case .password: state.password = value
      case .confirmation: state.confirmation = value
      }
      if !state.errors.isEmpty { state.errors = Self.validate(state) }
      return .none
    case .submit:
      guard !state.isLoading else { return .none }
      state.errors = Self.validate(state)
      guard state.errors.isEmpty else { return .none }
      state.isLoading = true
      state.failure = nil
      let (name, email, password, signUp) = (state.name, state.email, state.password, self.signUp)
      return FormRequest.effect(id: RequestID(), succeeded: .succeeded, failed: { .failed($0) }) {
        try await signUp(name, email, password)
      }
    case .succeeded:
      state.isLoading = false
      state.password = ""
      state.confirmation = ""
      return .none
    case .failed(let message):
      state.isLoading = false
      state.failure = message
      return .none
    }
  }

  /// Every field's validation message, keyed by field; empty when the form is valid.
  static func validate(_ state: SignUpState) -> [SignUpField: String] {
    let messages: [SignUpField: String?] = [
      .name: FormValidation.required(state.name, "Name"),
      .email: FormValidation.email(state.email),
      .password: FormValidation.newPassword(state.password),
      .confirmation: FormValidation.confirmation(state.confirmation, matches: state.password),
    ]
    return messages.compactMapValues { $0 }
  }
}

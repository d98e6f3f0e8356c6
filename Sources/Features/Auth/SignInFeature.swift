import Unidirectional

/// The sign-in form's state: the seed's AuthState — fields, validation, loading, error.
public struct SignInState: Equatable, Sendable {
  public var email = ""
  public var password = ""
  /// Validation messages, shown once the user has tried to submit.
  public var emailError: String?
  public var passwordError: String?
  /// Whether a sign-in request is in flight.
  public var isLoading = false
  /// Why the last attempt failed, if it did.
  public var failure: String?

  public init(email: String = "", password: String = "") {
    self.email = email
    self.password = password
  }
}

/// What can happen on the sign-in form.
public enum SignInAction: Equatable, Sendable {
  case emailChanged(String)
  case passwordChanged(String)
  case submit
  case succeeded
  case failed(String)
}

/// The sign-in form's reducer; the request itself is an injected closure.
public struct SignInReducer: Reducer {
  struct RequestID: Hashable, Sendable {}

  /// Signs in; throws an error whose description is shown to the user.
  let signIn: @Sendable (_ email: String, _ password: String) async throws -> Void

  public init(signIn: @escaping @Sendable (_ email: String, _ password: String) async throws -> Void) {
    self.signIn = signIn
  }

  public func reduce(into state: inout SignInState, action: SignInAction) -> Effect<SignInAction> {
    switch action {
    case .emailChanged(let email):
      state.email = email
      if state.emailError != nil { state.emailError = FormValidation.email(email) }
      return .none
    case .passwordChanged(let password):
      state.password = password
      if state.passwordError != nil { state.passwordError = FormValidation.required(password, "Password") }
      return .none
    case .submit:
      guard !state.isLoading else { return .none }
      state.emailError = FormValidation.email(state.email)
      state.passwordError = FormValidation.required(state.password, "Password")
      guard state.emailError == nil, state.passwordError == nil else { return .none }
      state.isLoading = true
      state.failure = nil
      let (email, password, signIn) = (state.email, state.password, self.signIn)
      return FormRequest.effect(id: RequestID(), succeeded: .succeeded, failed: { .failed($0) }) {
        try await signIn(email, password)
      }
    case .succeeded:
      state.isLoading = false
      state.password = ""
      return .none
    case .failed(let message):
      state.isLoading = false
      state.failure = message
      return .none
    }
  }
}

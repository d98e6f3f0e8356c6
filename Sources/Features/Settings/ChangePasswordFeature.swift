import Unidirectional

/// The change-password form's state.
public struct ChangePasswordState: Equatable, Sendable {
  public var current = ""
  public var new = ""
  public var confirmation = ""
  public var errors: [ChangePasswordField: String] = [:]
  public var isLoading = false
  public var failure: String?
  /// Set once the password has been changed.
  public var isDone = false

  public init() {}
}

/// The change-password form's fields, in the order they are shown.
public enum ChangePasswordField: Hashable, Sendable, CaseIterable {
  case current, new, confirmation
}

/// What can happen on the change-password form.
public enum ChangePasswordAction: Equatable, Sendable {
  case changed(ChangePasswordField, String)
  case submit
  case succeeded
  case failed(String)
}

/// The change-password form's reducer; the change itself is an injected closure.
public struct ChangePasswordReducer: Reducer {
  struct RequestID: Hashable, Sendable {}

  let change: @Sendable (_ current: String, _ new: String) async throws -> Void

  public init(change: @escaping @Sendable (_ current: String, _ new: String) async throws -> Void) {
    self.change = change
  }

  public func reduce(
    into state: inout ChangePasswordState, action: ChangePasswordAction
  ) -> Effect<ChangePasswordAction> {
    switch action {
    case .changed(let field, let value):
      switch field {
      case .current: state.current = value
      case .new: state.new = value
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
      let (current, new, change) = (state.current, state.new, self.change)
      return FormRequest.effect(id: RequestID(), succeeded: .succeeded, failed: { .failed($0) }) {
        try await change(current, new)
      }
    case .succeeded:
      state = ChangePasswordState()
      state.isDone = true
      return .none
    case .failed(let message):
      state.isLoading = false
      state.failure = message
      return .none
    }
  }

  static func validate(_ state: ChangePasswordState) -> [ChangePasswordField: String] {
    let messages: [ChangePasswordField: String?] = [
      .current: FormValidation.required(state.current, "Current password"),
      .new: FormValidation.newPassword(state.new),
      .confirmation: FormValidation.confirmation(state.confirmation, matches: state.new),
    ]
    return messages.compactMapValues { $0 }
  }
}

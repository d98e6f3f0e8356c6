import Coordinators
import Observation
import Services
import Unidirectional

/// What the sign-up scene reports. Success needs no event: the new account is signed in.
public enum SignUpEvent: Equatable, Sendable {
  case back
}

/// What the sign-up scene needs from its model.
@MainActor
public protocol SignUpComponentModelProtocol: ComponentModel, FormModel
where Event == SignUpEvent, Field == SignUpField {
  func back()
}

/// The live sign-up model: the sign-up form, submitted to the auth service.
@Observable @MainActor
public final class SignUpComponentModel: SignUpComponentModelProtocol {
  public let onEvent: (SignUpEvent) -> Void
  @ObservationIgnored let store: Store<FormState<SignUpField>, FormAction<SignUpField, User>>

  public init(auth: any AuthService, onEvent: @escaping (SignUpEvent) -> Void) {
    self.onEvent = onEvent
    store = Store(
      initialState: FormState(),
      reducer: FormReducer(crossCheck: SignUpField.crossCheck) { values in
        try await auth.signUp(
          name: values[.name] ?? "", email: values[.email] ?? "",
          password: values[.password] ?? "")
      })
  }

  public var form: FormState<SignUpField> { store.state }
  public func set(_ field: SignUpField, _ value: String) { store.send(.changed(field, value)) }
  public func submit() { store.send(.submit) }
  public func back() { onEvent(.back) }
}

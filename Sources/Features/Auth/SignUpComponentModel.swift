import Coordinators
import Observation
import Services
import Unidirectional

/// The live sign-up model: a ``Store`` running ``SignUpReducer`` against the auth service.
@Observable @MainActor
public final class SignUpComponentModel: SignUpComponentModelProtocol {
  public var onEvent: (SignUpEvent) -> Void = { _ in }
  let store: Store<SignUpState, SignUpAction>

  public init(auth: any AuthService) {
    store = Store(
      initialState: SignUpState(),
      reducer: SignUpReducer { name, email, password in
        _ = try await auth.signUp(name: name, email: email, password: password)
      })
  }

  public var state: SignUpState { store.state }
  public func set(_ field: SignUpField, _ value: String) { store.send(.changed(field, value)) }
  public func submit() { store.send(.submit) }
  public func back() { onEvent(.back) }
}

/// A sign-up model for previews, snapshots and tests.
@Observable @MainActor
public final class SignUpComponentModelMock: SignUpComponentModelProtocol {
  public var onEvent: (SignUpEvent) -> Void = { _ in }
  public var state: SignUpState
  public private(set) var submissions = 0

  public init(state: SignUpState = SignUpState()) {
    self.state = state
  }

  public func set(_ field: SignUpField, _ value: String) {
    switch field {
    case .name: state.name = value
    case .email: state.email = value
    case .password: state.password = value
    case .confirmation: state.confirmation = value
    }
  }

  public func submit() { submissions += 1 }
  public func back() { onEvent(.back) }
}

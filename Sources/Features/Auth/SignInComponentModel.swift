import Coordinators
import Observation
import Services
import Unidirectional

/// The live sign-in model: a ``Store`` running ``SignInReducer`` against the auth service.
/// Success needs no event: the session lands in the cache and the app switches flows.
@Observable @MainActor
public final class SignInComponentModel: SignInComponentModelProtocol {
  public var onEvent: (SignInEvent) -> Void = { _ in }
  let store: Store<SignInState, SignInAction>

  public init(auth: any AuthService) {
    store = Store(
      initialState: SignInState(),
      reducer: SignInReducer { email, password in _ = try await auth.signIn(email: email, password: password)
      })
  }

  public var state: SignInState { store.state }
  public func setEmail(_ email: String) { store.send(.emailChanged(email)) }
  public func setPassword(_ password: String) { store.send(.passwordChanged(password)) }
  public func submit() { store.send(.submit) }
  public func createAccount() { onEvent(.createAccount) }
}

/// A sign-in model for previews, snapshots and tests: set its state, read what was called.
@Observable @MainActor
public final class SignInComponentModelMock: SignInComponentModelProtocol {
  public var onEvent: (SignInEvent) -> Void = { _ in }
  public var state: SignInState
  public private(set) var submissions = 0

  public init(state: SignInState = SignInState()) {
    self.state = state
  }

  public func setEmail(_ email: String) { state.email = email }
  public func setPassword(_ password: String) { state.password = password }
  public func submit() { submissions += 1 }
  public func createAccount() { onEvent(.createAccount) }
}

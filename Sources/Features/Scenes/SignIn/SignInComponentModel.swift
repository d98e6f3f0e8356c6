import Coordinators
import Observation
import Services
import Unidirectional

/// What the sign-in scene reports to its coordinator. Success needs no event: the session
/// lands in the cache and the app switches flows.
public enum SignInEvent: Equatable, Sendable {
  case createAccount
}

/// What the sign-in scene needs from its model.
@MainActor
public protocol SignInComponentModelProtocol: ComponentModel, FormModel
where Event == SignInEvent, Field == SignInField {
  func createAccount()
}

/// The live sign-in model: the sign-in form, submitted to the auth service.
@Observable @MainActor
public final class SignInComponentModel: SignInComponentModelProtocol {
  public let onEvent: (SignInEvent) -> Void
  @ObservationIgnored let store: Store<FormState<SignInField>, FormAction<SignInField, User>>
  @ObservationIgnored let work: SceneTasks

  public init(
    auth: any AuthService, work: WorkTracker, log: ActionLog, onEvent: @escaping (SignInEvent) -> Void
  ) {
    self.onEvent = onEvent
    self.work = SceneTasks(tracker: work)
    store = Store(
      initialState: FormState(),
      reducer: FormReducer { values in
        try await auth.signIn(email: values[.email] ?? "", password: values[.password] ?? "")
      },
      middleware: [log.middleware(for: "sign-in")])
  }

  public var form: FormState<SignInField> { store.state }
  public func set(_ field: SignInField, _ value: String) { store.send(.changed(field, value)) }
  /// Submits the form; the submission is scene work (awaited through the tracker).
  public func submit() {
    store.send(.submit)
    work.run { [store] in await store.effectsFinished() }
  }
  public func createAccount() { onEvent(.createAccount) }
}

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
  @ObservationIgnored let work: SceneTasks

  public init(
    auth: any AuthService, work: WorkTracker, log: ActionLog, onEvent: @escaping (SignUpEvent) -> Void
  ) {
    self.onEvent = onEvent
    self.work = SceneTasks(tracker: work)
    store = Store(
      initialState: FormState(),
      reducer: FormReducer(crossCheck: SignUpField.crossCheck) { values in
        try await auth.signUp(
          name: values[.name] ?? "", email: values[.email] ?? "",
          password: values[.password] ?? "")
      },
      middleware: [log.middleware(for: "sign-up")])
  }

  public var form: FormState<SignUpField> { store.state }
  public func set(_ field: SignUpField, _ value: String) { store.send(.changed(field, value)) }
  /// Submits the form; the submission is scene work (awaited through the tracker).
  public func submit() {
    store.send(.submit)
    work.run { [store] in await store.effectsFinished() }
  }
  public func back() { onEvent(.back) }
}

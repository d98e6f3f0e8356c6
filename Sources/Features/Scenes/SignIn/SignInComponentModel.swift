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
public final class SignInComponentModel: SignInComponentModelProtocol, RunsForm {
  public let onEvent: (SignInEvent) -> Void
  @ObservationIgnored public let runner: FormRunner<SignInField, User>

  public init(
    auth: any AuthService, work: WorkTracker, log: ActionLog, onEvent: @escaping (SignInEvent) -> Void
  ) {
    self.onEvent = onEvent
    runner = FormRunner(
      FormReducer { values in
        try await auth.signIn(email: values[.email] ?? "", password: values[.password] ?? "")
      }, feature: "sign-in", log: log, work: work)
  }

  public func createAccount() { onEvent(.createAccount) }
}

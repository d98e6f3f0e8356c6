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
public final class SignUpComponentModel: SignUpComponentModelProtocol, RunsForm {
  public let onEvent: (SignUpEvent) -> Void
  @ObservationIgnored public let runner: FormRunner<SignUpField, User>

  public init(
    auth: any AuthService, work: WorkTracker, log: ActionLog, onEvent: @escaping (SignUpEvent) -> Void
  ) {
    self.onEvent = onEvent
    runner = FormRunner(
      FormReducer(crossCheck: SignUpField.crossCheck) { values in
        try await auth.signUp(
          name: values[.name] ?? "", email: values[.email] ?? "",
          password: values[.password] ?? "")
      }, feature: "sign-up", log: log, work: work)
  }

  public func back() { onEvent(.back) }
}

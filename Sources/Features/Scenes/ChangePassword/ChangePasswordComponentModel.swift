import Coordinators
import Observation
import Services
import Unidirectional

/// What the change-password scene reports.
public enum ChangePasswordEvent: Equatable, Sendable {
  case done
}

/// What the change-password scene needs from its model.
@MainActor
public protocol ChangePasswordComponentModelProtocol: ComponentModel, FormModel
where Event == ChangePasswordEvent, Field == ChangePasswordField {
  func done()
}

/// The live change-password model: the form, submitted to the auth service.
@Observable @MainActor
public final class ChangePasswordComponentModel: ChangePasswordComponentModelProtocol, RunsForm {
  public let onEvent: (ChangePasswordEvent) -> Void
  @ObservationIgnored public let runner: FormRunner<ChangePasswordField, Submitted>

  public init(
    auth: any AuthService, work: WorkTracker, log: ActionLog, onEvent: @escaping (ChangePasswordEvent) -> Void
  ) {
    self.onEvent = onEvent
    runner = FormRunner(
      FormReducer(crossCheck: ChangePasswordField.crossCheck) { values in
        try await auth.changePassword(current: values[.current] ?? "", new: values[.new] ?? "")
        return Submitted()
      }, feature: "change-password", log: log, work: work)
  }

  public func done() { onEvent(.done) }
}

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
public final class ChangePasswordComponentModel: ChangePasswordComponentModelProtocol {
  public let onEvent: (ChangePasswordEvent) -> Void
  @ObservationIgnored let store:
    Store<FormState<ChangePasswordField>, FormAction<ChangePasswordField, Submitted>>
  @ObservationIgnored let work: SceneTasks

  public init(
    auth: any AuthService, work: WorkTracker, log: ActionLog, onEvent: @escaping (ChangePasswordEvent) -> Void
  ) {
    self.onEvent = onEvent
    self.work = SceneTasks(tracker: work)
    store = Store(
      initialState: FormState(),
      reducer: FormReducer(crossCheck: ChangePasswordField.crossCheck) { values in
        try await auth.changePassword(current: values[.current] ?? "", new: values[.new] ?? "")
        return Submitted()
      },
      middleware: [log.middleware(for: "change-password")])
  }

  public var form: FormState<ChangePasswordField> { store.state }
  public func set(_ field: ChangePasswordField, _ value: String) { store.send(.changed(field, value)) }
  /// Submits the form; the submission is scene work (awaited through the tracker).
  public func submit() {
    store.send(.submit)
    work.run { [store] in await store.effectsFinished() }
  }
  public func done() { onEvent(.done) }
}

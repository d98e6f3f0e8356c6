import Coordinators
import Observation
import Services
import Unidirectional

/// What the new-project sheet reports.
public enum NewProjectEvent: Equatable, Sendable {
  case created(Project.ID)
  case cancelled
}

/// What the new-project sheet needs from its model.
@MainActor
public protocol NewProjectComponentModelProtocol: ComponentModel, FormModel
where Event == NewProjectEvent, Field == NewProjectField {
  func cancel()
}

/// The live new-project sheet: the form, submitted to the project service.
@Observable @MainActor
public final class NewProjectComponentModel: NewProjectComponentModelProtocol {
  public let onEvent: (NewProjectEvent) -> Void
  @ObservationIgnored let store: Store<FormState<NewProjectField>, FormAction<NewProjectField, Project>>
  @ObservationIgnored let work: SceneTasks

  public init(
    projects: any ProjectService, work: WorkTracker, log: ActionLog,
    onEvent: @escaping (NewProjectEvent) -> Void
  ) {
    self.onEvent = onEvent
    self.work = SceneTasks(tracker: work)
    store = Store(
      initialState: FormState(),
      reducer: FormReducer { values in try await projects.create(name: values[.name] ?? "") },
      middleware: [log.middleware(for: "new-project"), whenSubmitted { onEvent(.created($0.id)) }])
  }

  public var form: FormState<NewProjectField> { store.state }
  public func set(_ field: NewProjectField, _ value: String) { store.send(.changed(field, value)) }
  /// Submits the form; the submission is scene work (awaited through the tracker).
  public func submit() {
    store.send(.submit)
    work.run { [store] in await store.effectsFinished() }
  }
  public func cancel() { onEvent(.cancelled) }
}

import Coordinators
import Observation
import Services
import Unidirectional

/// What the new-project sheet reports.
public enum NewProjectEvent: Equatable, Sendable {
  case created(Project.ID)
  case cancelled
  /// Esc closed the sheet with a name typed: the draft, for the next time it opens.
  case keptDraft([String: String])
}

/// What the new-project sheet needs from its model.
@MainActor
public protocol NewProjectComponentModelProtocol: ComponentModel, ClosableForm
where Event == NewProjectEvent, Field == NewProjectField {
  func cancel()
}

/// The live new-project sheet: the form, submitted to the project service.
@Observable @MainActor
public final class NewProjectComponentModel: NewProjectComponentModelProtocol, RunsForm {
  public let onEvent: (NewProjectEvent) -> Void
  @ObservationIgnored public let runner: FormRunner<NewProjectField, Project>

  public init(
    projects: any ProjectService, work: WorkTracker, log: ActionLog,
    onEvent: @escaping (NewProjectEvent) -> Void
  ) {
    self.onEvent = onEvent
    runner = FormRunner(
      FormReducer { values in try await projects.create(name: values[.name] ?? "") }, feature: "new-project",
      log: log, work: work, submitted: { onEvent(.created($0.id)) })
  }

  public func cancel() { onEvent(.cancelled) }

  public func close() { onEvent(form[.name].isEmpty ? .cancelled : .keptDraft(draft)) }
}

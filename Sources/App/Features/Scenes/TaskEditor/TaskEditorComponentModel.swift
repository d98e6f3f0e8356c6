import Coordinators
import DataCache
import Foundation
import Observation
import Services
import Unidirectional

/// What the task editor reports.
public enum TaskEditorEvent: Equatable, Sendable {
  /// The task (new or edited) was saved.
  case saved(TaskItem.ID)
  case cancelled
}

/// What the task editor needs from its model.
@MainActor
public protocol TaskEditorComponentModelProtocol: ComponentModel, FormModel
where Event == TaskEditorEvent, Field == TaskEditorField {
  var isNew: Bool { get }
  func cyclePriority()
  func cancel()
}

/// The live task editor: the editor form, saved through the task service.
@Observable @MainActor
public final class TaskEditorComponentModel: TaskEditorComponentModelProtocol, RunsForm {
  public let onEvent: (TaskEditorEvent) -> Void
  public let isNew: Bool
  @ObservationIgnored public let runner: FormRunner<TaskEditorField, TaskItem>

  /// An editor for the task `taskID`, or for a new task (in `projectID`, if given).
  public init(
    taskID: TaskItem.ID?, projectID: Project.ID? = nil, due: Day? = nil, cache: DataCache<AppState>,
    tasks: any TaskService,
    now: @escaping @Sendable () -> Date, work: WorkTracker, log: ActionLog,
    onEvent: @escaping (TaskEditorEvent) -> Void
  ) {
    self.onEvent = onEvent
    isNew = taskID == nil
    let task = taskID.flatMap { cache.value.task($0) }
    let project = task?.projectID ?? projectID
    runner = FormRunner(
      FormReducer { @MainActor values in
        let form = FormState<TaskEditorField>(values)
        let today = Day(now())
        if let taskID { return try await tasks.edit(taskID, to: form.draft(today: today, project: project)) }
        return try await tasks.create(
          form.quickDraft(today: today, project: project, projects: cache.value.projects))
      }, initial: FormState(task: task, due: due), feature: "task-editor", log: log, work: work,
      submitted: { onEvent(.saved($0.id)) })
  }

  public func cancel() { onEvent(.cancelled) }

  public func cyclePriority() {
    let all = Priority.allCases
    set(.priority, all[(all.firstIndex(of: form.priority)! + 1) % all.count].description)
  }
}

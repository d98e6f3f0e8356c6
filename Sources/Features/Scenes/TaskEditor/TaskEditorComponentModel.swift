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
  /// Esc closed the sheet with changes: what was typed, for the next time it opens.
  case keptDraft([String: String])
}

/// What the task editor needs from its model.
@MainActor
public protocol TaskEditorComponentModelProtocol: ComponentModel, ClosableForm, AlertPresenter
where Event == TaskEditorEvent, Field == TaskEditorField {
  var isNew: Bool { get }
  /// What a new task's title says inline (due date, priority, project), to show as it is
  /// typed; nil when editing a task.
  var quickAdd: QuickAdd? { get }
  /// Whether the task has been changed elsewhere (another window) since the editor opened.
  var changedElsewhere: Bool { get }
  /// The fields a save found changed both here and elsewhere; empty unless a save was refused.
  var conflictingFields: [TaskField] { get }
  /// The user's projects, for the project picker.
  var projects: [Project] { get }
  func cyclePriority()
  func cancel()
  /// Saves with the user's values for the conflicting fields (the other change is lost there).
  func keepMine()
  /// Takes the other values for the conflicting fields into the form (the user's other edits stay).
  func takeTheirs()
}

/// The live task editor: the editor form, saved through the task service.
@Observable @MainActor
public final class TaskEditorComponentModel: TaskEditorComponentModelProtocol, RunsForm {
  public let onEvent: (TaskEditorEvent) -> Void
  public let isNew: Bool
  @ObservationIgnored public let runner: FormRunner<TaskEditorField, TaskItem>
  let conflict: EditConflictState
  /// What the user said about a `#Name` no project has.
  let newProjectChoice = NewProjectChoice()
  public var alertModel: AlertModel?
  private let cache: DataCache<AppState>
  private let taskID: TaskItem.ID?
  /// The fields as the sheet opened: Esc keeps a draft only when they changed.
  @ObservationIgnored private var openedForm: [String: String] = [:]
  private let now: @Sendable () -> Date

  /// An editor for the task `taskID`, or for a new task (in `projectID`, if given).
  public init(
    taskID: TaskItem.ID?, projectID: Project.ID? = nil, due: Day? = nil, cache: DataCache<AppState>,
    tasks: any TaskService, projects: (any ProjectService)? = nil,
    now: @escaping @Sendable () -> Date, work: WorkTracker, log: ActionLog,
    onEvent: @escaping (TaskEditorEvent) -> Void
  ) {
    self.onEvent = onEvent
    self.cache = cache
    self.taskID = taskID
    self.now = now
    let choice = newProjectChoice
    isNew = taskID == nil
    let task = taskID.flatMap { cache.value.task($0) }
    let conflict = EditConflictState(opened: task)
    self.conflict = conflict
    runner = FormRunner(
      FormReducer { @MainActor values in
        let form = FormState<TaskEditorField>(values)
        let today = Day(now())
        if let taskID, let base = conflict.base {
          // Merged into the task as it is now: changes made elsewhere since it opened stay.
          do {
            let saved = try await tasks.edit(
              taskID, from: base, to: form.draft(today: today),
              keepingMine: conflict.keepingMine)
            conflict.fields = []
            return saved
          } catch let error as EditConflict {
            conflict.fields = error.fields
            conflict.keepingMine = false
            throw error
          }
        }
        let add = form.quickAdd(
          phrases: DatePhrases(today: today), projects: cache.value.projects,
          creatingProjects: choice.creates && projects != nil)
        var created: Project.ID?
        if let name = add.newProject, let projects {
          created = try await projects.create(name: name).id
        }
        return try await tasks.create(form.quickDraft(add, today: today, newProject: created))
      }, initial: FormState(task: task, due: due, project: projectID), feature: "task-editor", log: log,
      work: work,
      submitted: { onEvent(.saved($0.id)) })
    openedForm = formDraft
  }

  public func cancel() { onEvent(.cancelled) }

  public func close() { onEvent(formDraft == openedForm ? .cancelled : .keptDraft(draft)) }

  public var quickAdd: QuickAdd? {
    guard isNew else { return nil }
    return form.quickAdd(phrases: DatePhrases(today: Day(now())), projects: cache.value.projects)
  }

  /// Saves; a new task whose title names a project that does not exist (`#Home`) asks first
  /// whether to create it, or to keep `#Home` in the title.
  public func submit() {
    if let name = quickAdd?.newProject, !newProjectChoice.isAnswered(name) {
      alertModel = AlertModel(
        title: "Create project “\(name)”?",
        message:
          "No project is called “\(name)”. Create it and put the task in it, or keep “#\(name)” in the title.",
        primaryAction: .init("Create") { [weak self] _ in self?.answer(name, creates: true) },
        secondaryAction: .init("Keep in title", role: .cancel) { [weak self] _ in
          self?.answer(name, creates: false)
        })
      return
    }
    runner.submit()
  }

  private func answer(_ name: String, creates: Bool) {
    newProjectChoice.name = name
    newProjectChoice.creates = creates
    runner.submit()
  }

  public var changedElsewhere: Bool {
    guard let taskID, let base = conflict.base else { return false }
    return cache.value.task(taskID).map { TaskDraft($0) != base } ?? true
  }

  public var conflictingFields: [TaskField] { conflict.fields }

  public var projects: [Project] { cache.value.projects }

  public func keepMine() {
    conflict.keepingMine = true
    submit()
  }

  public func takeTheirs() {
    guard let taskID, let current = cache.value.task(taskID) else { return }
    let theirs = FormState<TaskEditorField>(task: current)
    for field in conflict.fields {
      switch field {
      case .title: set(.title, theirs[.title])
      case .notes: set(.notes, theirs[.notes])
      case .due: set(.due, theirs[.due])
      case .priority: set(.priority, theirs[.priority])
      case .project: set(.project, theirs[.project])
      }
    }
    conflict.fields = []
  }

  public func cyclePriority() {
    let all = Priority.allCases
    set(.priority, all[(all.firstIndex(of: form.priority)! + 1) % all.count].description)
  }
}

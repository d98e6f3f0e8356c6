import Container
import Coordinators
import Services
import TerminalUI

/// The task sub-flow, reused by Inbox, Projects and Search: detail → edit sheet → move to
/// a project (pushed picker, then back to the detail) → delete after a confirmation alert;
/// and the new-task sheet.
///
/// A host wraps these destinations in one case of its own, creates the flow with a navigation
/// embedded in itself, and forwards scenes and titles; the framework keeps each scene's model
/// while the host shows it:
/// ```swift
/// @ObservationIgnored public private(set) lazy var taskFlow = TaskFlowProvider(
///   container: container, work: work,
///   navigation: .embedded(in: self, as: Destination.task, replacingModals: true), notices: notices)
/// ```
/// ```swift
/// case .task(let inner): taskFlow.scene(for: inner)
/// ```
@MainActor
public final class TaskFlowProvider: FlowProvider {
  public enum Destination: NavigationDestination {
    case detail(TaskItem.ID)
    case edit(TaskItem.ID)
    case move(TaskItem.ID)
    case create(Project.ID?)
  }

  public let navigation: FlowNavigation<Destination>
  let container: AppContainer
  let work: WorkTracker
  /// Where the flow's scenes tell what failed (as notices).
  let notices: NoticeCenter
  /// What to do once the new-task sheet has closed, and the task it created, if any.
  private var afterCreate: (handler: (TaskItem.ID) -> Void, created: TaskItem.ID?)?
  /// The due date the next new-task sheet starts with.
  private var newTaskDue: Day?
  /// What Esc kept of sheets closed unsaved, for the next time each opens.
  private let drafts = SheetDrafts()
  /// The flow's own work (the new-project dialog's), counted in the app's tracker.
  private lazy var sceneTasks = SceneTasks(tracker: work)

  public init(
    container: AppContainer, work: WorkTracker, navigation: FlowNavigation<Destination>,
    notices: NoticeCenter = NoticeCenter()
  ) {
    self.container = container
    self.notices = notices
    self.work = work
    self.navigation = navigation
  }

  /// Opens a task's detail.
  public func open(_ task: TaskItem.ID) { navigate(to: .detail(task)) }

  /// Shows the new-task sheet (due `due`, if given — a list filtered to today asks for today);
  /// once it has closed with a task created, `onCreated` gets the new task (a list shows it).
  public func create(
    in project: Project.ID? = nil, due: Day? = nil, onCreated: @escaping (TaskItem.ID) -> Void = { _ in }
  ) {
    afterCreate = (onCreated, nil)
    newTaskDue = due
    present(modal: .create(project), type: .sheet)
  }

  public func title(for destination: Destination) -> String {
    switch destination {
    case .detail(let id): container.cache.value.task(id)?.title ?? "Task"
    case .edit: "Edit task"
    case .move: "Move to project"
    case .create: "New task"
    }
  }

  @ViewBuilder
  public func scene(for destination: Destination) -> some View {
    switch destination {
    case .detail(let id): TaskDetailComponent(model: self.detailModel(id))
    case .edit(let id): TaskEditorComponent(model: self.editorModel(taskID: id, projectID: nil))
    case .create(let project):
      TaskEditorComponent(model: self.editorModel(taskID: nil, projectID: project, due: self.newTaskDue))
    case .move(let id): MoveToProjectComponent(model: self.moveModel(id))
    }
  }

  /// The new-task sheet has gone: hand the created task, if any, to whoever asked for it.
  public func onModalDismiss() {
    guard let afterCreate else { return }
    self.afterCreate = nil
    if let created = afterCreate.created { afterCreate.handler(created) }
  }

  private func detailModel(_ id: TaskItem.ID) -> TaskDetailComponentModel {
    weak var detail: TaskDetailComponentModel?
    let model = TaskDetailComponentModel(
      taskID: id, cache: container.cache, tasks: container.tasks, now: container.configuration.now,
      work: work,
      notices: notices
    ) { [weak self] event in
      guard let self else { return }
      switch event {
      case .edit: self.present(modal: .edit(id), type: .sheet)
      case .move: self.navigate(to: .move(id))
      case .confirmDelete: if let detail { self.confirmDelete(detail) }
      case .deleted: self.pop()
      }
    }
    detail = model
    return model
  }

  private func confirmDelete(_ model: TaskDetailComponentModel) {
    let title = model.task?.title ?? "this task"
    present(
      alert: AlertModel(
        title: "Delete task?", message: "“\(title)” will be deleted. Undo brings it back as it was.",
        primaryAction: .init("Delete", role: .destructive) { [weak model] _ in model?.delete() },
        secondaryAction: .init("Keep", role: .cancel)))
  }

  private func editorModel(
    taskID: TaskItem.ID?, projectID: Project.ID?, due: Day? = nil
  ) -> TaskEditorComponentModel {
    let key = taskID.map { "edit \($0)" } ?? "new in \(projectID.map(String.init) ?? "inbox")"
    let model = TaskEditorComponentModel(
      taskID: taskID, projectID: projectID, due: due, cache: container.cache, tasks: container.tasks,
      projects: container.projects, now: container.configuration.now, work: work, log: container.actionLog
    ) { [weak self] event in
      guard let self else { return }
      switch event {
      case .saved(let id): if taskID == nil { self.afterCreate?.created = id }
      case .cancelled: break
      case .keptDraft(let draft):
        self.drafts.keep(draft, for: key)
        let reopen = taskID == nil ? AppKeymaps.TaskList.create : AppKeymaps.TaskDetail.edit
        self.notices.post(
          Notice(
            "Kept what you typed: \(reopen.defaultKeys[0]) opens it again (Cancel there discards it)",
            kind: .info, id: "draft"))
      }
      self.dismissModal()
    }
    if let kept = drafts.take(key) { model.restore(draft: kept) }
    return model
  }

  private func moveModel(_ id: TaskItem.ID) -> MoveToProjectComponentModel {
    MoveToProjectComponentModel(
      taskID: id, cache: container.cache, tasks: container.tasks, work: work, notices: notices
    ) { [weak self] event in
      switch event {
      case .moved: self?.pop(to: .detail(id))
      case .createProject: self?.askNewProject(for: id)
      }
    }
  }

  /// Asks for a project's name in a dialog, then creates it and moves task `id` into it (two
  /// changes, each its own undo step).
  private func askNewProject(for id: TaskItem.ID) {
    let (projects, tasks) = (container.projects, container.tasks)
    present(
      alert: AlertModel(
        title: "New project", message: "The task moves into it.", textField: .init(placeholder: "Name"),
        primaryAction: .init("Create and move") { [weak self, sceneTasks] name in
          sceneTasks.run {
            let project = try await projects.create(name: name)
            try await tasks.move(id, to: project.id)
            self?.pop(to: .detail(id))
          } failed: {
            self?.notices.post(.failure(message(for: $0)))
          }
        },
        secondaryAction: .init("Cancel", role: .cancel)))
  }
}

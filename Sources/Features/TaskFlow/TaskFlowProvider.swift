import Container
import Coordinators
import Services
import TerminalUI

/// The task sub-flow, reused by Inbox, Projects and Search: detail → edit sheet → move to
/// a project (pushed picker) → delete with a confirmation alert; and the new-task sheet.
///
/// A host wraps these destinations in one case of its own (`case task(TaskFlowProvider.Destination)`)
/// and embeds the flow; the provider's closures then push, pop, present and alert on the host:
/// ```swift
/// taskFlow = TaskFlowProvider(container: container, host: self, embed: Destination.task)
/// func scene(for destination: Destination) -> some View {
///   switch destination { case .task(let inner): taskFlow.build(inner) }
/// }
/// ```
@MainActor
public final class TaskFlowProvider: FlowProvider {
  public enum Destination: Hashable, Identifiable {
    case detail(TaskItem.ID)
    case edit(TaskItem.ID)
    case move(TaskItem.ID)
    case create(Project.ID?)
    public var id: Self { self }
  }

  public let navigate: (Destination) -> Void
  public let pop: () -> Void
  public let present: (Destination, ModalCoverModel<Destination>.Style) -> Void
  public let dismiss: () -> Void
  let alert: (AlertModel) -> Void
  let container: AppContainer
  /// Models of the destinations shown, kept while the flow lives so their state survives
  /// redraws.
  private var models: [Destination: AnyObject] = [:]

  public init(
    container: AppContainer, navigate: @escaping (Destination) -> Void, pop: @escaping () -> Void,
    present: @escaping (Destination, ModalCoverModel<Destination>.Style) -> Void,
    dismiss: @escaping () -> Void,
    alert: @escaping (AlertModel) -> Void
  ) {
    self.container = container
    self.navigate = navigate
    self.pop = pop
    self.present = present
    self.dismiss = dismiss
    self.alert = alert
  }

  /// Opens a task's detail.
  public func open(_ task: TaskItem.ID) { navigate(.detail(task)) }

  /// Shows the new-task sheet.
  public func create(in project: Project.ID? = nil) { present(.create(project), .sheet) }

  public func title(for destination: Destination) -> String {
    switch destination {
    case .detail(let id): container.cache.value.task(id)?.title ?? "Task"
    case .edit: "Edit task"
    case .move: "Move to project"
    case .create: "New task"
    }
  }

  @ViewBuilder
  public func build(_ destination: Destination) -> some View {
    switch destination {
    case .detail(let id): TaskDetailComponent(model: detailModel(id))
    case .edit(let id): TaskEditorComponent(model: editorModel(for: destination, taskID: id, projectID: nil))
    case .create(let project):
      TaskEditorComponent(model: editorModel(for: destination, taskID: nil, projectID: project))
    case .move(let id): MoveToProjectComponent(model: moveModel(id))
    }
  }

  /// Forgets the editors' state once their sheet has closed (by Esc or by saving).
  public func modalDismissed() {
    models = models.filter { destination, _ in
      switch destination {
      case .edit, .create: false
      case .detail, .move: true
      }
    }
  }

  /// Forgets the model of a destination that was closed, so it starts fresh next time.
  func forget(_ destination: Destination) {
    models[destination] = nil
  }

  private func detailModel(_ id: TaskItem.ID) -> TaskDetailComponentModel {
    if let model = models[.detail(id)] as? TaskDetailComponentModel { return model }
    let model = TaskDetailComponentModel(taskID: id, container: container)
    model.onEvent = { [weak self, weak model] event in
      guard let self, let model else { return }
      switch event {
      case .edit: self.present(.edit(id), .sheet)
      case .move: self.navigate(.move(id))
      case .confirmDelete: self.confirmDelete(model)
      case .deleted:
        self.forget(.detail(id))
        self.pop()
      }
    }
    models[.detail(id)] = model
    return model
  }

  private func confirmDelete(_ model: TaskDetailComponentModel) {
    let title = model.task?.title ?? "this task"
    alert(
      AlertModel(
        title: "Delete task?", message: "“\(title)” will be deleted. This cannot be undone.",
        primaryAction: .init("Delete", role: .destructive) { _ in model.delete() },
        secondaryAction: .init("Keep", role: .cancel)))
  }

  private func editorModel(
    for destination: Destination, taskID: TaskItem.ID?, projectID: Project.ID?
  ) -> TaskEditorComponentModel {
    if let model = models[destination] as? TaskEditorComponentModel { return model }
    let model = TaskEditorComponentModel(container: container, taskID: taskID, projectID: projectID)
    model.onEvent = { [weak self] _ in
      self?.forget(destination)
      self?.dismiss()
    }
    models[destination] = model
    return model
  }

  private func moveModel(_ id: TaskItem.ID) -> MoveToProjectComponentModel {
    if let model = models[.move(id)] as? MoveToProjectComponentModel { return model }
    let model = MoveToProjectComponentModel(taskID: id, container: container)
    model.onEvent = { [weak self] _ in
      self?.forget(.move(id))
      self?.pop()
    }
    models[.move(id)] = model
    return model
  }
}

import Container
import Coordinators
import Observation
import Services
import TerminalUI

/// The Projects tab: list → a project's tasks → the task flow; a new-project sheet.
@Observable @MainActor
public final class ProjectsCoordinator: NavigationStackCoordinator, ModalPresenter, AlertPresenter {
  public enum Destination: NavigationDestination {
    case project(Project.ID)
    case newProject
    case task(TaskFlowProvider.Destination)
  }

  public var path: [Destination] = []
  public var modalCover: ModalCoverModel<Destination>?
  public var alertModel: AlertModel?
  @ObservationIgnored let container: AppContainer
  @ObservationIgnored let work: WorkTracker
  @ObservationIgnored let sorts: ListSorts
  /// Where the tab's scenes tell what failed (as notices).
  @ObservationIgnored let notices: NoticeCenter
  @ObservationIgnored private let tasks: SceneTasks
  /// What Esc kept of a new-project sheet closed unsaved.
  @ObservationIgnored private let drafts = SheetDrafts()
  @ObservationIgnored public private(set) lazy var taskFlow = TaskFlowProvider(
    container: container, work: work,
    navigation: .embedded(in: self, as: Destination.task, replacingModals: true), notices: notices)
  /// The project list, the tab's root.
  @ObservationIgnored public private(set) lazy var list: ProjectListComponentModel =
    ProjectListComponentModel(
      cache: container.cache
    ) {
      [weak self] event in
      switch event {
      case .open(let id):
        self?.list.selectedID = id
        self?.navigate(to: .project(id))
      case .create: self?.present(modal: .newProject, type: .sheet)
      case .rename(let id): self?.askRename(id)
      case .delete(let id): self?.confirmDelete(id)
      case .retry: self?.reload()
      }
    }

  public init(
    container: AppContainer, work: WorkTracker, sorts: ListSorts, notices: NoticeCenter = NoticeCenter()
  ) {
    self.container = container
    self.notices = notices
    self.work = work
    self.sorts = sorts
    tasks = SceneTasks(tracker: work)
  }

  public static func rootView(with coordinator: ProjectsCoordinator) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Projects") {
      ProjectListComponent(model: coordinator.list)
    }
  }

  public func title(for destination: Destination) -> String {
    switch destination {
    case .project(let id): container.cache.value.project(id)?.name ?? "Project"
    case .newProject: "New project"
    case .task(let inner): taskFlow.title(for: inner)
    }
  }

  @ViewBuilder
  public func scene(for destination: Destination) -> some View {
    switch destination {
    case .project(let id): TaskListComponent(model: self.projectTasksModel(id))
    case .newProject: NewProjectComponent(model: self.newProjectModel())
    case .task(let inner): taskFlow.scene(for: inner)
    }
  }

  private func projectTasksModel(_ id: Project.ID) -> TaskListComponentModel {
    weak var list: TaskListComponentModel?
    let model = TaskListComponentModel(
      scope: .project(id), cache: container.cache, tasks: container.tasks, now: container.configuration.now,
      reload: { [container] in await container.loadUserData() }, work: work, sorts: sorts, notices: notices
    ) { [weak self] event in
      switch event {
      case .open(let task): self?.taskFlow.open(task)
      case .create: self?.taskFlow.create(in: id) { list?.reveal($0) }
      }
    }
    list = model
    return model
  }

  private func newProjectModel() -> NewProjectComponentModel {
    let model = NewProjectComponentModel(projects: container.projects, work: work, log: container.actionLog) {
      [weak self] event in
      guard let self else { return }
      self.dismissModal()
      switch event {
      case .created(let id): self.showCreated(id)
      case .cancelled: break
      case .keptDraft(let draft):
        self.drafts.keep(draft, for: "new project")
        self.notices.post(
          Notice(
            "Kept what you typed: \(AppKeymaps.Projects.create.defaultKeys[0]) opens it again "
              + "(Cancel there discards it)", kind: .info, id: "draft"))
      }
    }
    if let kept = drafts.take("new project") { model.restore(draft: kept) }
    return model
  }

  /// Back on the project list (where `n` makes the next one), the new project highlighted; the
  /// change history's notice says it was created.
  private func showCreated(_ id: Project.ID) {
    popToRoot()
    list.selectedID = id
  }

  /// Asks for a project's new name in a dialog, then renames it.
  func askRename(_ id: Project.ID) {
    let projects = container.projects
    let current = container.cache.value.project(id)?.name ?? ""
    alertModel = AlertModel(
      title: "Rename project", textField: .init(placeholder: "Name", text: current),
      primaryAction: .init("Rename") { [weak self, tasks] name in
        tasks.run {
          try await projects.rename(id, from: current, to: name)
        } failed: {
          if let conflict = $0 as? RenameConflict {
            self?.resolveRename(id, to: name, conflict: conflict)
          } else {
            self?.showError($0)
          }
        }
      },
      secondaryAction: .init("Cancel", role: .cancel))
  }

  /// The project was renamed elsewhere while the user typed: keep their name, or the other.
  private func resolveRename(_ id: Project.ID, to name: String, conflict: RenameConflict) {
    let projects = container.projects
    alertModel = AlertModel(
      title: "Renamed elsewhere",
      message: "While you typed, this project was renamed to “\(conflict.current)” elsewhere.",
      primaryAction: .init("Rename to “\(name)”") { [weak self, tasks] _ in
        tasks.run {
          try await projects.rename(id, from: conflict.current, to: name)
        } failed: {
          self?.showError($0)
        }
      },
      secondaryAction: .init("Keep “\(conflict.current)”", role: .cancel))
  }

  /// Asks before deleting a project (its tasks stay, without a project).
  func confirmDelete(_ id: Project.ID) {
    let projects = container.projects
    let name = container.cache.value.project(id)?.name ?? "this project"
    alertModel = AlertModel(
      title: "Delete project?",
      message: "“\(name)” will be deleted. Its tasks stay, without a project. "
        + "Undo brings it back with its tasks in it.",
      primaryAction: .init("Delete", role: .destructive) { [weak self, tasks] _ in
        tasks.run {
          try await projects.delete(id)
        } failed: {
          self?.showError($0)
        }
      },
      secondaryAction: .init("Keep", role: .cancel))
  }

  /// Loads the user's data again, after a failed load.
  func reload() {
    tasks.run { [container] in await container.loadUserData() }
  }

  private func showError(_ error: any Error) {
    alertModel = AlertModel(title: "Could not change the project", message: message(for: error))
  }
}

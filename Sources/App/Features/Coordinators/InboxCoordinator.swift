import Container
import Coordinators
import Observation
import Services
import TerminalUI

/// The Inbox tab: the filtered task list, with the task flow pushed over it.
@Observable @MainActor
public final class InboxCoordinator: TaskFlowHost {
  public var path: [TaskFlowDestination] = []
  public var modalCover: ModalCoverModel<TaskFlowDestination>?
  public var alertModel: AlertModel?
  @ObservationIgnored let container: AppContainer
  @ObservationIgnored let work: WorkTracker
  @ObservationIgnored let sorts: ListSorts
  @ObservationIgnored public private(set) lazy var taskFlow = TaskFlowProvider(
    container: container, work: work,
    navigation: .embedded(in: self, as: TaskFlowDestination.task, replacingModals: true))
  /// The Inbox list, the tab's root.
  @ObservationIgnored public private(set) lazy var list = TaskListComponentModel(
    scope: .inbox, cache: container.cache, tasks: container.tasks, now: container.configuration.now,
    reload: { [container] in await container.loadUserData() }, work: work, sorts: sorts
  ) { [weak self] in self?.handle($0) }

  public init(container: AppContainer, work: WorkTracker, sorts: ListSorts) {
    self.container = container
    self.work = work
    self.sorts = sorts
  }

  private func handle(_ event: TaskListEvent) {
    switch event {
    case .open(let id): taskFlow.open(id)
    case .create:
      taskFlow.create(due: list.filter == .today ? list.today : nil) { [weak self] in self?.list.reveal($0) }
    }
  }

  public static func rootView(with coordinator: InboxCoordinator) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Inbox") {
      TaskListComponent(model: coordinator.list)
    }
  }
}

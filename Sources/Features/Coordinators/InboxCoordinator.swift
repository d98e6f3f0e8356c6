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
  /// Where the tab's scenes tell what failed (as notices).
  @ObservationIgnored let notices: NoticeCenter
  @ObservationIgnored public private(set) lazy var taskFlow = TaskFlowProvider(
    container: container, work: work,
    navigation: .embedded(in: self, as: TaskFlowDestination.task, replacingModals: true), notices: notices)
  /// The Inbox list, the tab's root.
  @ObservationIgnored public private(set) lazy var list = TaskListComponentModel(
    scope: .inbox, cache: container.cache, tasks: container.tasks, now: container.configuration.now,
    reload: { [container] in await container.loadUserData() }, work: work, sorts: sorts, notices: notices
  ) { [weak self] in self?.handle($0) }

  public init(
    container: AppContainer, work: WorkTracker, sorts: ListSorts, notices: NoticeCenter = NoticeCenter()
  ) {
    self.container = container
    self.notices = notices
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

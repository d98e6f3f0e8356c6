import Container
import Coordinators
import Observation
import Services
import TerminalUI

/// The Search tab: the search scene, with the task flow pushed over it.
@Observable @MainActor
public final class SearchCoordinator: TaskFlowHost {
  public var path: [TaskFlowDestination] = []
  public var modalCover: ModalCoverModel<TaskFlowDestination>?
  public var alertModel: AlertModel?
  @ObservationIgnored let container: AppContainer
  @ObservationIgnored let work: WorkTracker
  /// Where the tab's scenes tell what failed (as notices).
  @ObservationIgnored let notices: NoticeCenter
  @ObservationIgnored public private(set) lazy var taskFlow = TaskFlowProvider(
    container: container, work: work,
    navigation: .embedded(in: self, as: TaskFlowDestination.task, replacingModals: true), notices: notices)
  /// The search scene, the tab's root.
  @ObservationIgnored public private(set) lazy var search = SearchComponentModel(
    cache: container.cache, tasks: container.tasks, clock: container.configuration.clock,
    now: container.configuration.now, work: work, log: container.actionLog, notices: notices
  ) { [weak self] event in
    switch event {
    case .open(let id): self?.taskFlow.open(id)
    }
  }

  public init(container: AppContainer, work: WorkTracker, notices: NoticeCenter = NoticeCenter()) {
    self.container = container
    self.notices = notices
    self.work = work
  }

  public static func rootView(with coordinator: SearchCoordinator) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Search") {
      SearchComponent(model: coordinator.search)
    }
  }
}

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
  public let search: SearchComponentModel
  @ObservationIgnored public private(set) var taskFlow: TaskFlowProvider!

  public init(container: AppContainer) {
    search = SearchComponentModel(container: container)
    taskFlow = TaskFlowProvider(
      container: container,
      navigation: .embedded(in: self, as: TaskFlowDestination.task, replacingModals: true))
    search.onEvent = { [weak self] event in
      switch event {
      case .open(let id): self?.taskFlow.open(id)
      }
    }
  }

  public static func rootView(with coordinator: SearchCoordinator) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Search") {
      SearchComponent(model: coordinator.search)
    }
  }
}

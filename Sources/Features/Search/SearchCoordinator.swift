import Container
import Coordinators
import Observation
import Services
import TerminalUI

/// The Search tab: the search scene, with the task flow pushed over it.
@Observable @MainActor
public final class SearchCoordinator: NavigationStackCoordinator, AlertPresenter {
  public enum Destination: Hashable, Identifiable {
    case task(TaskFlowProvider.Destination)
    public var id: Self { self }
  }

  public var path: [Destination] = []
  public var modalCover: ModalCoverModel<Destination>?
  public var alertModel: AlertModel?
  public let search: SearchComponentModel
  @ObservationIgnored public private(set) var taskFlow: TaskFlowProvider!

  public init(container: AppContainer) {
    search = SearchComponentModel(container: container)
    taskFlow = TaskFlowProvider(container: container, host: self, embed: Destination.task)
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

  public func title(for destination: Destination) -> String {
    switch destination {
    case .task(let inner): taskFlow.title(for: inner)
    }
  }

  public func scene(for destination: Destination) -> some View {
    switch destination {
    case .task(let inner): taskFlow.build(inner)
    }
  }

  public func onModalDismiss() { taskFlow.modalDismissed() }
}

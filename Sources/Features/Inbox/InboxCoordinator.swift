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
  public let list: TaskListComponentModel
  @ObservationIgnored public private(set) var taskFlow: TaskFlowProvider!

  public init(container: AppContainer) {
    list = TaskListComponentModel(scope: .inbox, container: container)
    taskFlow = TaskFlowProvider(
      container: container,
      navigation: .embedded(in: self, as: TaskFlowDestination.task, replacingModals: true))
    list.onEvent = { [weak self] event in
      switch event {
      case .open(let id): self?.taskFlow.open(id)
      case .create: self?.taskFlow.create { self?.list.selectedID = $0 }
      }
    }
  }

  public static func rootView(with coordinator: InboxCoordinator) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Inbox") {
      TaskListComponent(model: coordinator.list)
    }
  }
}

import Container
import Coordinators
import Observation
import Services
import TerminalUI

/// The Inbox tab: the filtered task list, with the task flow pushed over it.
@Observable @MainActor
public final class InboxCoordinator: NavigationStackCoordinator, AlertPresenter {
  public enum Destination: Hashable, Identifiable {
    case task(TaskFlowProvider.Destination)
    public var id: Self { self }
  }

  public var path: [Destination] = []
  public var modalCover: ModalCoverModel<Destination>?
  public var alertModel: AlertModel?
  public let list: TaskListComponentModel
  @ObservationIgnored public private(set) var taskFlow: TaskFlowProvider!

  public init(container: AppContainer) {
    list = TaskListComponentModel(scope: .inbox, container: container)
    taskFlow = TaskFlowProvider(container: container, host: self, embed: Destination.task)
    list.onEvent = { [weak self] event in
      switch event {
      case .open(let id): self?.taskFlow.open(id)
      case .create: self?.taskFlow.create()
      }
    }
  }

  public static func rootView(with coordinator: InboxCoordinator) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Inbox") {
      TaskListComponent(model: coordinator.list)
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

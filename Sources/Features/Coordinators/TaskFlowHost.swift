import Coordinators
import TerminalUI

/// A destination for a stack whose only pushed screens are the task flow's.
public enum TaskFlowDestination: NavigationDestination {
  case task(TaskFlowProvider.Destination)
}

/// A stack (Inbox, Search) whose root is one scene and whose pushed screens all come from
/// the task flow: titles and scenes are the flow's.
@MainActor
public protocol TaskFlowHost: NavigationStackCoordinator, ModalPresenter, AlertPresenter
where Destination == TaskFlowDestination {
  var taskFlow: TaskFlowProvider { get }
}

extension TaskFlowHost {
  public func title(for destination: TaskFlowDestination) -> String {
    switch destination {
    case .task(let inner): taskFlow.title(for: inner)
    }
  }

  public func scene(for destination: TaskFlowDestination) -> some View {
    switch destination {
    case .task(let inner): taskFlow.scene(for: inner)
    }
  }
}

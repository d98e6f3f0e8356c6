import Coordinators
import Routing

/// Inbox and Search push nothing but the task flow: their routes are the flow's
/// (`inbox/tasks/17/edit`, `search/tasks/4`).
extension TaskFlowDestination: RouteDestination {
  public static var routes: [RouteCase<Self>] { [.embedding(Self.task, in: TaskFlowProvider.self)] }

  /// The task flow's destination this wraps.
  var task: TaskFlowProvider.Destination {
    switch self {
    case .task(let inner): inner
    }
  }
}

extension TaskFlowHost {
  public func routeProblem(with destination: TaskFlowDestination) -> String? {
    taskFlow.routeProblem(with: destination.task)
  }

  /// The flow's sheets are presented through the flow, which hears when they close.
  public func presentRouted(_ destination: TaskFlowDestination, style: ModalCoverStyle) {
    taskFlow.present(modal: destination.task, type: style)
  }
}

extension InboxCoordinator: RoutableStack {}

extension SearchCoordinator: RoutableStack {}

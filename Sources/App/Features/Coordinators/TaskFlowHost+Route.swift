import Coordinators
import Routing

/// Inbox and Search push nothing but the task flow: their routes are the flow's
/// (`inbox/tasks/17/edit`, `search/tasks/4`).
extension TaskFlowDestination: RouteDestination {
  public enum Case: String, RouteCase {
    case task

    public var pattern: String { "tasks/…" }
    public var shown: RouteCaseShown { .embedding(TaskFlowProvider.self) }
  }

  public var routeCase: Case { .task }

  /// The task flow's destination this wraps.
  var task: TaskFlowProvider.Destination {
    switch self {
    case .task(let inner): inner
    }
  }

  public func routeSegments(after previous: [Self]) -> [String] {
    task.routeSegments(after: previous.map(\.task))
  }

  public static func read(from reader: inout RouteReader, after previous: [Self]) throws(RouteError) -> Self?
  {
    try TaskFlowProvider.Destination.read(from: &reader, after: previous.map(\.task)).map(Self.task)
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

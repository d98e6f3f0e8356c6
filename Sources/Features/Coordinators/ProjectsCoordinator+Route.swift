import Coordinators
import Routing
import Services

/// The Projects tab's routes: `projects/3` (a project's tasks), `projects/new` (the new-project
/// sheet), then the task flow's: `projects/3/tasks/17/move`, `projects/3/tasks/new`.
extension ProjectsCoordinator.Destination: RouteDestination {
  public static var routes: [RouteCase<Self>] {
    [
      .pushed("{project}", Self.project),
      .presented("new", .newProject, as: .sheet),
      // A new task in the project shown: `3/tasks/new`.
      .shorthand("tasks/new", after: Self.project) { .task(.create($0)) },
      .embedding(Self.task, in: TaskFlowProvider.self),
    ]
  }

  /// The task flow's destination this wraps, if it does.
  var task: TaskFlowProvider.Destination? {
    if case .task(let inner) = self { inner } else { nil }
  }
}

extension ProjectsCoordinator: RoutableStack {
  public func routeProblem(with destination: Destination) -> String? {
    switch destination {
    case .project(let id): container.cache.value.project(id) == nil ? "there is no project \(id)" : nil
    case .task(let inner): taskFlow.routeProblem(with: inner)
    default: nil
    }
  }

  /// The task flow's sheets are presented through the flow, which hears when they close.
  public func presentRouted(_ destination: Destination, style: ModalCoverStyle) {
    if case .task(let inner) = destination {
      taskFlow.present(modal: inner, type: style)
    } else {
      present(modal: destination, type: style)
    }
  }
}

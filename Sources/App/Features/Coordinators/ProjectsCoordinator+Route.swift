import Coordinators
import Routing
import Services

/// The Projects tab's routes: `projects/3` (a project's tasks), `projects/new` (the new-project
/// sheet), then the task flow's: `projects/3/tasks/17/move`, `projects/3/tasks/new`.
extension ProjectsCoordinator.Destination: RouteDestination {
  public enum Case: String, RouteCase {
    case project, newProject, task

    public var pattern: String {
      switch self {
      case .project: "{id}"
      case .newProject: "new"
      case .task: "tasks/…"
      }
    }

    public var shown: RouteCaseShown {
      switch self {
      case .project: .pushed
      case .newProject: .presented(.sheet)
      case .task: .embedding(TaskFlowProvider.self)
      }
    }
  }

  public var routeCase: Case {
    switch self {
    case .project: .project
    case .newProject: .newProject
    case .task: .task
    }
  }

  public func routeSegments(after previous: [Self]) -> [String] {
    switch self {
    case .project(let id): [id.routeSegment]
    case .newProject: ["new"]
    case .task(.create(let project?)) where previous.last == .project(project): ["tasks", "new"]
    case .task(let inner): inner.routeSegments(after: previous.compactMap(\.task))
    }
  }

  public static func read(from reader: inout RouteReader, after previous: [Self]) throws(RouteError) -> Self?
  {
    if reader.take("new") { return .newProject }
    if let segment = reader.peek(), let id = Project.ID(routeSegment: segment) {
      _ = reader.next()
      return .project(id)
    }
    // A new task in the project shown: `3/tasks/new`.
    if case .project(let project) = previous.last,
      reader.route.segments.dropFirst(reader.position).prefix(2)
        == ["tasks", "new"], reader.route.count == reader.position + 2
    {
      _ = reader.next()
      _ = reader.next()
      return .task(.create(project))
    }
    return try TaskFlowProvider.Destination.read(from: &reader, after: previous.compactMap(\.task)).map(
      Self.task)
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
    case .newProject: nil
    case .task(let inner): taskFlow.routeProblem(with: inner)
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

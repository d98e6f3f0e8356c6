import Coordinators
import Routing
import Services

/// The task flow's routes: `tasks/17` (the detail), then `edit` (its sheet) or `move` (the
/// project picker); `tasks/new` (the new-task sheet; `tasks/new/3` in project 3).
extension TaskFlowProvider.Destination: RouteDestination {
  public enum Case: String, RouteCase {
    case detail, edit, move, create

    public var pattern: String {
      switch self {
      case .detail: "tasks/{id}"
      case .edit: "edit"
      case .move: "move"
      case .create: "tasks/new"
      }
    }

    public var shown: RouteCaseShown {
      switch self {
      case .detail, .move: .pushed
      case .edit, .create: .presented(.sheet)
      }
    }
  }

  public var routeCase: Case {
    switch self {
    case .detail: .detail
    case .edit: .edit
    case .move: .move
    case .create: .create
    }
  }

  public func routeSegments(after previous: [Self]) -> [String] {
    switch self {
    case .detail(let id): ["tasks", id.routeSegment]
    case .edit(let id): previous.last == .detail(id) ? ["edit"] : ["tasks", id.routeSegment, "edit"]
    case .move(let id): previous.last == .detail(id) ? ["move"] : ["tasks", id.routeSegment, "move"]
    case .create(nil): ["tasks", "new"]
    case .create(let project?): ["tasks", "new", project.routeSegment]
    }
  }

  public static func read(from reader: inout RouteReader, after previous: [Self]) throws(RouteError) -> Self?
  {
    if case .detail(let id) = previous.last {
      if reader.take("edit") { return .edit(id) }
      if reader.take("move") { return .move(id) }
    }
    guard reader.take("tasks") else { return nil }
    if reader.take("new") {
      guard let segment = reader.peek(), Project.ID(routeSegment: segment) != nil else { return .create(nil) }
      return .create(try reader.id(of: "project"))
    }
    return .detail(try reader.id(of: "task"))
  }
}

extension TaskFlowProvider: RoutableFlowProvider {
  /// A task or project the route names must be one of the signed-in user's.
  public func routeProblem(with destination: Destination) -> String? {
    let state = container.cache.value
    switch destination {
    case .detail(let id), .edit(let id), .move(let id):
      return state.task(id) == nil ? "there is no task \(id)" : nil
    case .create(let project?):
      return state.project(project) == nil ? "there is no project \(project)" : nil
    case .create(nil):
      return nil
    }
  }
}

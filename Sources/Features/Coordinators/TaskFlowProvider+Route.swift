import Coordinators
import Routing
import Services

/// The task flow's routes: `tasks/17` (the detail), then `edit` (its sheet) or `move` (the
/// project picker); `tasks/new` (the new-task sheet; `tasks/new/3` in project 3).
extension TaskFlowProvider.Destination: RouteDestination {
  public static var routes: [RouteCase<Self>] {
    [
      .pushed("tasks/{task}", Self.detail),
      .presented("edit", Self.edit, after: Self.detail, as: .sheet),
      .pushed("move", Self.move, after: Self.detail),
      .presented("tasks/new/{project?}", Self.create, as: .sheet),
    ]
  }
}

extension TaskFlowProvider: RoutableFlowProvider {
  /// A task or project the route names must be one of the signed-in user's (a task not
  /// loaded yet is read, and kept for the screen the route opens).
  public func routeProblem(with destination: Destination) -> String? {
    let state = container.cache.value
    switch destination {
    case .detail(let id), .edit(let id), .move(let id):
      return container.taskLoadingIfNeeded(id) == nil ? "there is no task \(id)" : nil
    case .create(let project?):
      return state.project(project) == nil ? "there is no project \(project)" : nil
    case .create(nil):
      return nil
    }
  }
}

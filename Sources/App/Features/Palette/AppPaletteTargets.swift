import Coordinators
import Palette
import Routing
import Services

/// The places the command palette jumps to by name: every project (its task list) and every
/// task (in its project, or in the Inbox when it has none). Made again only when the projects
/// or tasks changed, not on every key typed into the palette (a store may hold 100,000 tasks;
/// an unchanged array compares equal at once, by its storage).
@MainActor
final class AppPaletteTargets {
  private var source: (projects: [Project], tasks: [TaskItem])?
  private var cached: [PaletteTarget] = []

  /// The targets for `state`.
  func targets(in state: AppState) -> [PaletteTarget] {
    if let source, source.projects == state.projects, source.tasks == state.tasks { return cached }
    source = (state.projects, state.tasks)
    cached = Self.make(state)
    return cached
  }

  private static func make(_ state: AppState) -> [PaletteTarget] {
    let projects = state.projects.map { project in
      PaletteTarget(
        title: project.name, detail: "project", route: Route(["projects", project.id.routeSegment]))
    }
    let names = Dictionary(state.projects.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    let tasks = state.tasks.map { task in
      let place =
        task.projectID.flatMap { id in names[id].map { (id, $0) } }
      let route =
        place.map { Route(["projects", $0.0.routeSegment, "tasks", task.id.routeSegment]) }
        ?? Route(["inbox", "tasks", task.id.routeSegment])
      return PaletteTarget(
        title: task.title,
        detail: "task" + (place.map { " · \($0.1)" } ?? "") + (task.isDone ? " · done" : ""),
        route: route)
    }
    return projects + tasks
  }
}

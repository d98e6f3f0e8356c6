import Coordinators
import DataCache
import Palette
import Routing
import Services

/// The places the command palette jumps to by name. Projects are few: all of them are handed
/// over when the palette opens and ranked by fuzzy matching as you type. Tasks may be a
/// million: they are looked up per query through SQL (``Services/TaskService/titleSearch(_:limit:)``,
/// a word prefix in the search index's words), at a cost that does not grow with their number.
@MainActor
enum AppPaletteTargets {
  /// Every project (its task list).
  static func projects(in state: AppState) -> [PaletteTarget] {
    state.projects.map { project in
      PaletteTarget(
        title: project.name, detail: "project", route: Route(["projects", project.id.routeSegment]))
    }
  }

  /// The tasks matching each query, found by `tasks` and named with the projects of `cache`.
  static func source(tasks: any TaskService, cache: DataCache<AppState>) -> PaletteSource {
    PaletteSource(limit: 50) { query, limit in
      let found = try await tasks.titleSearch(query, limit: limit)
      return Self.targets(for: found, projects: cache.value.projects)
    }
  }

  /// Each task in its project, or in the Inbox when it has none.
  static func targets(for tasks: [TaskItem], projects: [Project]) -> [PaletteTarget] {
    let names = Dictionary(projects.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    return tasks.map { task in
      let place = task.projectID.flatMap { id in names[id].map { (id, $0) } }
      let route =
        place.map { Route(["projects", $0.0.routeSegment, "tasks", task.id.routeSegment]) }
        ?? Route(["inbox", "tasks", task.id.routeSegment])
      return PaletteTarget(
        title: task.title,
        detail: "task" + (place.map { " · \($0.1)" } ?? "") + (task.isDone ? " · done" : ""),
        route: route)
    }
  }
}

import Foundation
import Switchyard

/// The whole app, ready to run: its container, its tabs and its command palette. `main.swift`
/// of the `notebook` executable hosts it with ``NotebookLaunch/host(for:keyBindings:)``, calls
/// ``start(stateFile:startRoute:)`` and runs the host full screen or in plain line mode.
@MainActor
public final class NotebookApp {
  /// The scheme of the app's routes: `notebook://notebooks/…`.
  public static let scheme = "notebook"
  let container: NotebookContainer
  let coordinator: AppCoordinator
  /// The `:` palette (give it the host).
  public let palette: CommandPalette
  /// Saves where the app is, once started with a state file.
  public private(set) var restoration: NavigationRestoration?
  /// Records navigation changes while a session is recorded.
  var routes: RouteObserver?
  /// The app's work in flight (give it to the host, so that `await host.idle()` waits for it).
  public var work: WorkTracker { container.work }

  /// The app on its sample notebooks.
  public convenience init() {
    self.init(container: NotebookContainer())
  }

  init(container: NotebookContainer) {
    let coordinator = AppCoordinator(container: container)
    self.container = container
    self.coordinator = coordinator
    palette = CommandPalette(
      scheme: Self.scheme, root: { [weak coordinator] in coordinator },
      targets: { [cache = container.cache] in
        cache.value.notebooks.map {
          PaletteTarget(title: $0.name, detail: "notebook", route: Route(["notebooks", $0.id.routeSegment]))
        }
          + cache.value.notes.map { note in
            PaletteTarget(
              title: note.title, detail: "note",
              route: Route(["notebooks", note.notebookID.routeSegment, "notes", note.id.routeSegment]))
          }
      })
  }

  /// The app's view: the tabs, framed with the footer of keys that work now, under the palette.
  public var rootView: some View {
    CommandPaletteContainer(palette: palette) { AppShell { AppCoordinator.rootView(with: coordinator) } }
  }

  /// Loads the notebooks; then, with a `stateFile`, goes back to where the app was when it last
  /// quit and saves its place after every change; then opens `startRoute` (or its nearest place
  /// that exists).
  public func start(stateFile: String? = nil, startRoute: Route? = nil) {
    container.work.run { [self] in
      await container.load()
      var problems: [RouteError] = []
      if let stateFile {
        let restoration = NavigationRestoration(
          root: coordinator, store: JSONFileNavigationStore(path: stateFile), work: container.work)
        problems = restoration.restore()
        self.restoration = restoration
      }
      if let startRoute, let error = coordinator.openNearest(startRoute).error { problems = [error] }
      if let problem = problems.last {
        palette.show(notice: "\(problem.message) — showing \(coordinator.route.url(scheme: Self.scheme))")
      }
      restoration?.startAutosave()
    }
  }

  /// The navigation graph, from the coordinators' declarations.
  public static var graph: FlowGraph { FlowGraph(root: AppCoordinator.self) }
}

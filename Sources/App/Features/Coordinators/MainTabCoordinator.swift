import Container
import Coordinators
import Observation
import Services
import TerminalUI

/// The signed-in app: Inbox, Projects, Search and Settings, each with its own stack.
@Observable @MainActor
public final class MainTabCoordinator: TabCoordinator {
  public enum Tab: Hashable, CaseIterable, Sendable {
    case inbox, projects, search, settings
  }

  public var selectedTab = Tab.inbox
  public let inbox: InboxCoordinator
  public let projects: ProjectsCoordinator
  public let search: SearchCoordinator
  public let settings: SettingsCoordinator
  /// The scene work in flight in these tabs (tests wait on it).
  @ObservationIgnored public let work: WorkTracker
  @ObservationIgnored let container: AppContainer
  @ObservationIgnored private let tasks: SceneTasks

  public init(container: AppContainer, work: WorkTracker = WorkTracker()) {
    self.container = container
    self.work = work
    tasks = SceneTasks(tracker: work)
    let sorts = Self.listSorts(container)
    inbox = InboxCoordinator(container: container, work: work, sorts: sorts)
    projects = ProjectsCoordinator(container: container, work: work, sorts: sorts)
    search = SearchCoordinator(container: container, work: work)
    settings = SettingsCoordinator(container: container, work: work)
  }

  /// Each list's order as the signed-in user left it, saved again as they change it; a file
  /// that cannot be read or written leaves the lists in their own order (and a line in the log).
  private static func listSorts(_ container: AppContainer) -> ListSorts {
    guard let userID = container.cache.value.session?.id else { return ListSorts() }
    let storage = ListSortStorage(database: container.database)
    let logger = container.logger
    var saved: [String: TaskOrder] = [:]
    do {
      saved = try storage.load(for: userID)
    } catch {
      logger.warning("list orders not read", metadata: ["error": "\(error)"])
    }
    return ListSorts(saved: saved) { list, sort in
      do {
        try storage.save(sort, list: list, for: userID)
      } catch {
        logger.warning("list order not saved", metadata: ["error": "\(error)"])
      }
    }
  }

  public static func rootView(with coordinator: MainTabCoordinator) -> some View {
    VStack {
      TabViewFlow(coordinator: coordinator) { tab in
        switch tab {
        case .inbox: InboxCoordinator.rootView(with: coordinator.inbox)
        case .projects: ProjectsCoordinator.rootView(with: coordinator.projects)
        case .search: SearchCoordinator.rootView(with: coordinator.search)
        case .settings: SettingsCoordinator.rootView(with: coordinator.settings)
        }
      }
      .frame(maxHeight: .max)
      NoticeLine(history: coordinator.container.history)
    }
    .keymap(coordinator.keymap, in: AppKeymaps.App.keymap)
  }

  /// The keys that work in every tab.
  var keymap: [KeyCommand] {
    [
      KeyCommand(AppKeymaps.App.undo, shownAs: "undo", inFooter: container.history.canUndo) { [tasks] in
        tasks.run { [history = self.container.history] in await history.undo() }
      }
    ]
  }

  public func stack(for tab: Tab) -> (any NavigationStackCoordinator)? {
    switch tab {
    case .inbox: inbox
    case .projects: projects
    case .search: search
    case .settings: settings
    }
  }

  public func title(forTab tab: Tab) -> String {
    switch tab {
    case .inbox: "Inbox"
    case .projects: "Projects"
    case .search: "Search"
    case .settings: "Settings"
    }
  }

  /// The Inbox badge: open tasks due today or overdue.
  public func badge(forTab tab: Tab) -> String? {
    guard tab == .inbox else { return nil }
    let counts = inbox.list.counts
    let urgent = (counts[.today] ?? 0) + (counts[.overdue] ?? 0)
    return urgent > 0 ? String(urgent) : nil
  }
}

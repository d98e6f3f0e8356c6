import Container
import Coordinators
import Observation
import Services
import TerminalUI

/// The signed-in app: Inbox, Projects, Search and Settings, each with its own stack; the
/// notices over them say what just happened (with `u` to undo it) and what failed.
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
  /// The app's work in flight (the container's tracker): these tabs count their work in it.
  @ObservationIgnored public let work: WorkTracker
  /// The notices over the tabs: the change history's reports and what failed in a scene.
  @ObservationIgnored public let notices = NoticeCenter()
  @ObservationIgnored let container: AppContainer
  @ObservationIgnored private let tasks: SceneTasks

  public init(container: AppContainer) {
    let work = container.work
    self.container = container
    self.work = work
    tasks = SceneTasks(tracker: work)
    let sorts = Self.listSorts(container)
    inbox = InboxCoordinator(container: container, work: work, sorts: sorts, notices: notices)
    projects = ProjectsCoordinator(container: container, work: work, sorts: sorts, notices: notices)
    search = SearchCoordinator(container: container, work: work, notices: notices)
    settings = SettingsCoordinator(container: container, work: work, notices: notices)
    container.history.onReport = { [weak self] in self?.show($0) }
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
    }
    .keymap(coordinator.keymap, in: AppKeymaps.App.keymap)
    .notices(coordinator.notices)
  }

  /// The keys that work in every tab.
  var keymap: [KeyCommand] {
    [
      KeyCommand(AppKeymaps.App.undo, shownAs: "undo", inFooter: container.history.canUndo) { [weak self] in
        self?.undo()
      },
      KeyCommand(AppKeymaps.App.redo, shownAs: "redo", inFooter: container.history.canRedo) { [weak self] in
        self?.redo()
      },
    ]
  }

  /// Takes back the last change (the history reports how it went): the last one started
  /// before the key, once it has landed — `u` typed in the same read as a Space takes that
  /// Space back, as it would typed a moment later.
  func undo() {
    let mark = work.mark
    tasks.run { [history = container.history, work] in
      await work.finished(before: mark)
      await history.undo()
    }
  }

  /// Makes the last undone change again, once what the keys before it started has landed.
  func redo() {
    let mark = work.mark
    tasks.run { [history = container.history, work] in
      await work.finished(before: mark)
      await history.redo()
    }
  }

  /// Shows what the change history reports as a notice — one at a time, each replacing the
  /// last: a change with the undo key (as the user bound it), an undo's outcome without.
  func show(_ report: ChangeHistory.Report) {
    let notice: Notice =
      switch report.kind {
      case .changed:
        Notice(
          report.text, kind: .success,
          action: NoticeAction(AppKeymaps.App.undo, in: AppKeymaps.App.keymap) { [weak self] in self?.undo()
          },
          id: "history")
      case .undone, .redone: Notice(report.text, kind: .success, id: "history")
      case .nothingToUndo, .nothingToRedo: Notice(report.text, kind: .info, id: "history")
      case .undoFailed, .redoFailed: Notice(report.text, kind: .danger, duration: .seconds(8), id: "history")
      }
    notices.post(notice)
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

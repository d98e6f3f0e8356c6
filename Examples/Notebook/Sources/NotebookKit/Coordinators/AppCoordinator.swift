import Observation
import Switchyard

/// The app's tabs, each with its own stack.
@Observable @MainActor
final class AppCoordinator: TabCoordinator {
  enum Tab: Hashable, CaseIterable {
    case notebooks, search
  }

  var selectedTab = Tab.notebooks
  let notebooks: NotebooksCoordinator
  let search: SearchCoordinator

  init(container: NotebookContainer) {
    notebooks = NotebooksCoordinator(container: container)
    search = SearchCoordinator(container: container)
  }

  static func rootView(with coordinator: AppCoordinator) -> some View {
    TabViewFlow(coordinator: coordinator) { tab in
      switch tab {
      case .notebooks: NotebooksCoordinator.rootView(with: coordinator.notebooks)
      case .search: SearchCoordinator.rootView(with: coordinator.search)
      }
    }
  }

  func stack(for tab: Tab) -> (any NavigationStackCoordinator)? {
    switch tab {
    case .notebooks: notebooks
    case .search: search
    }
  }

  func title(forTab tab: Tab) -> String {
    switch tab {
    case .notebooks: "Notebooks"
    case .search: "Search"
    }
  }
}

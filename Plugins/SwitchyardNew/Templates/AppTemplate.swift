/// `app <Name>`: the app's own files — its state, container, entry point and coordinators.
/// The package manifest and the executable are in AppTemplate+Package; the service and the one
/// scene come from the service and scene templates.
enum AppTemplate {
  static func state(_ name: TypeName) -> String {
    #"""
    /// Everything the app knows, held by one `DataCache<\#(name)State>`: the single source of
    /// truth that services write into and scene models read from.
    struct \#(name)State: Equatable, Sendable {
      var items: [Item] = []
      /// Why the items could not be loaded, if they could not.
      var loadError: String?
    }

    """#
  }

  static func container(_ name: TypeName) -> String {
    #"""
    import Switchyard

    /// The composition root: the cache that is the app's single source of truth, and the services
    /// that fill it. Tests hand it mocks.
    @MainActor
    final class \#(name)Container {
      let cache = DataCache(value: \#(name)State())
      let items: any ItemService

      init(items: any ItemService = LiveItemService(records: Item.samples)) {
        self.items = items
      }

      /// Loads every item into the cache.
      func load() async {
        do {
          let loaded = try await items.fetchAll()
          cache.batch { cache in
            cache.populate(\.items, with: loaded)
            cache.update(\.loadError, with: nil)
          }
        } catch {
          cache.update(\.loadError, with: String(describing: error))
        }
      }
    }

    """#
  }

  static func entry(_ name: TypeName) -> String {
    #"""
    import Switchyard

    /// The whole app, ready to run: its container and its tabs. The executable hosts ``rootView``
    /// in a `ViewHost`, calls ``start()``, and runs the host full screen or as plain lines.
    @MainActor
    public final class \#(name)App {
      let container: \#(name)Container
      let coordinator: AppCoordinator

      /// The app on its live services.
      public convenience init() {
        self.init(container: \#(name)Container())
      }

      init(container: \#(name)Container) {
        self.container = container
        coordinator = AppCoordinator(container: container)
      }

      /// The app's view: its tabs, framed with the footer of the keys that work now.
      public var rootView: some View {
        AppShell { AppCoordinator.rootView(with: coordinator) }
      }

      /// Loads what the app shows into the cache.
      public func start() {
        Task { await container.load() }
      }
    }

    """#
  }

  static func appCoordinator(_ name: TypeName) -> String {
    #"""
    import Observation
    import Switchyard

    /// The app's tabs: the items, each tab's stack of its own, and a page about the app.
    @Observable @MainActor
    final class AppCoordinator: TabCoordinator {
      enum Tab: Hashable, CaseIterable {
        case items, about
      }

      var selectedTab = Tab.items
      let items: ItemsCoordinator

      init(container: \#(name)Container) {
        items = ItemsCoordinator(container: container)
      }

      static func rootView(with coordinator: AppCoordinator) -> some View {
        TabViewFlow(coordinator: coordinator) { tab in
          switch tab {
          case .items: ItemsCoordinator.rootView(with: coordinator.items)
          case .about:
            VStack(spacing: 1) {
              Text("\#(name.title)").bold()
              Text("A Switchyard app. Add a scene with: swift package switchyard-new scene <Name>").wrapped()
            }
          }
        }
      }

      func stack(for tab: Tab) -> (any NavigationStackCoordinator)? {
        switch tab {
        case .items: items
        case .about: nil
        }
      }

      func title(forTab tab: Tab) -> String {
        switch tab {
        case .items: "Items"
        case .about: "About"
        }
      }
    }

    """#
  }

  static func itemsCoordinator(_ name: TypeName) -> String {
    #"""
    import Observation
    import Switchyard

    /// The Items tab: the list of items, and an item opened over it.
    @Observable @MainActor
    final class ItemsCoordinator: NavigationStackCoordinator, ModalPresenter, AlertPresenter {
      enum Destination: NavigationDestination {
        case item(Item.ID)
      }

      var path: [Destination] = []
      var modalCover: ModalCoverModel<Destination>?
      var alertModel: AlertModel?
      @ObservationIgnored let container: \#(name)Container

      init(container: \#(name)Container) {
        self.container = container
      }

      static func rootView(with coordinator: ItemsCoordinator) -> some View {
        NavigationStackFlow(coordinator: coordinator, title: "Items") {
          VStack {
            if let error = coordinator.container.cache.value.loadError {
              Text("✗ The items could not be loaded: \(error)").foregroundStyle(.danger).wrapped()
            }
            ItemListComponent(model: coordinator.itemListModel())
          }
        }
      }

      func scene(for destination: Destination) -> some View {
        switch destination {
        case .item(let id):
          Text(container.cache.value.items.first { $0.id == id }?.title ?? "This item is gone.").bold()
        }
      }

      func title(for destination: Destination) -> String {
        switch destination {
        case .item: "Item"
        }
      }

      private func itemListModel() -> ItemListComponentModel<\#(name)State> {
        let model = ItemListComponentModel(cache: container.cache) { state in
          state.items.map { ItemListRow(id: $0.id, title: $0.title) }
        }
        model.onEvent = { [weak self] event in self?.handle(event) }
        return model
      }

      private func handle(_ event: ItemListEvent) {
        switch event {
        case .open(let id): navigate(to: .item(id))
        }
      }
    }

    """#
  }
}

import Observation
import Switchyard

/// The gallery's two tabs: the primitives, and the flow kinds.
@Observable @MainActor
final class GalleryCoordinator: TabCoordinator {
  enum Tab: Hashable, CaseIterable { case primitives, flows }

  var selectedTab = Tab.primitives
  let primitives = PrimitivesCoordinator()
  let flows = FlowsCoordinator()

  static func rootView(with coordinator: GalleryCoordinator) -> some View {
    TabViewFlow(coordinator: coordinator) { tab in
      switch tab {
      case .primitives: PrimitivesCoordinator.rootView(with: coordinator.primitives)
      case .flows: FlowsCoordinator.rootView(with: coordinator.flows)
      }
    }
  }

  func stack(for tab: Tab) -> (any NavigationStackCoordinator)? {
    switch tab {
    case .primitives: primitives
    case .flows: flows
    }
  }

  func title(forTab tab: Tab) -> String {
    switch tab {
    case .primitives: "Primitives"
    case .flows: "Flows"
    }
  }

  func badge(forTab tab: Tab) -> String? {
    tab == .flows && flows.path.count > 0 ? String(flows.path.count) : nil
  }
}

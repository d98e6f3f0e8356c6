import Coordinators

/// Tabs whose route starts with the selected tab's name, followed by that tab's own route:
/// `projects/3` is the Projects tab with project 3 pushed. Each tab's flow is found with
/// ``routable(forTab:)`` (by default the tab's `TabCoordinator/stack(for:)`, when it is
/// routable).
///
/// An empty route selects the first tab, at its root. A modal that the tab coordinator itself
/// presents is not part of its route. With a `CaseIterable` tab type, the flow graph lists
/// every tab and its ``flowType(forTab:)``.
@MainActor
public protocol RoutableTabs: TabCoordinator, RoutableCoordinator, FlowGraphDescribing {
  /// The tab's name in routes: by default its description (`inbox` for `case inbox`).
  static func routeName(forTab tab: Tab) -> String

  /// The type of the flow shown in `tab`, for the ``FlowGraph`` (`InboxCoordinator.self`).
  static func flowType(forTab tab: Tab) -> (any FlowGraphDescribing.Type)?

  /// The flow shown in `tab`, if it has a route of its own.
  func routable(forTab tab: Tab) -> (any RoutableCoordinator)?
}

extension RoutableTabs {
  public static func routeName(forTab tab: Tab) -> String { String(describing: tab) }

  public func routable(forTab tab: Tab) -> (any RoutableCoordinator)? {
    stack(for: tab) as? any RoutableCoordinator
  }

  public var route: Route { route(of: selectedTab) }

  public var routeDraft: [String: String]? { routable(forTab: selectedTab)?.routeDraft }

  public var restorationEntries: [NavigationSnapshot.Entry] {
    let others = tabs.filter { $0 != selectedTab } + [selectedTab]
    return others.flatMap { tab in
      let prefix = [Self.routeName(forTab: tab)]
      guard let child = routable(forTab: tab) else { return [NavigationSnapshot.Entry(route: Route(prefix))] }
      return child.restorationEntries.map { entry in
        NavigationSnapshot.Entry(route: Route(prefix + entry.route.segments), draft: entry.draft)
      }
    }
  }

  public func planRoute(_ reader: inout RouteReader) throws(RouteError) -> RoutePlan {
    let tab: Tab
    if let name = reader.peek() {
      guard let named = tabs.first(where: { Self.routeName(forTab: $0).lowercased() == name.lowercased() })
      else {
        throw reader.unknownPlace()
      }
      _ = reader.next()
      tab = named
    } else {
      guard let first = tabs.first else { return .none }
      tab = first
    }
    let child = try routable(forTab: tab)?.planRoute(&reader) ?? .none
    return RoutePlan { [weak self] draft in
      (self as? any ModalPresenter)?.discardModals()
      self?.selectedTab = tab
      child.apply(draft)
    }
  }

  /// The route of `tab`: its name and its flow's route.
  public func route(of tab: Tab) -> Route {
    Route([Self.routeName(forTab: tab)] + (routable(forTab: tab)?.route.segments ?? []))
  }
}

import Coordinators

/// A variant coordinator whose route is its current flow's: switching flows (signing in) is
/// not part of a route, so a route names a place in the flow shown now.
@MainActor
public protocol RoutableVariant: VariantCoordinator, RoutableCoordinator, FlowGraphDescribing {
  /// The flow shown now, if it has a route.
  var routableFlow: (any RoutableCoordinator)? { get }

  /// Every variant's name and flow type, for the ``FlowGraph``.
  static var variantFlows: [(name: String, flow: any FlowGraphDescribing.Type)] { get }
}

extension RoutableVariant {
  public var route: Route { routableFlow?.route ?? .root }

  public var routeDraft: [String: String]? { routableFlow?.routeDraft }

  public var restorationEntries: [NavigationSnapshot.Entry] {
    routableFlow?.restorationEntries ?? [NavigationSnapshot.Entry(route: .root)]
  }

  public func planRoute(_ reader: inout RouteReader) throws(RouteError) -> RoutePlan {
    try routableFlow?.planRoute(&reader) ?? .none
  }
}

/// A flow provider whose destinations are ``RouteDestination``s. Its hosts ask it, from their
/// own ``RoutableStack/routeProblem(with:)``, whether a route's destination can be shown.
@MainActor
public protocol RoutableFlowProvider: FlowProvider, FlowGraphDescribing where Destination: RouteDestination {
  /// Why `destination` cannot be shown (what it names does not exist), or nil when it can.
  func routeProblem(with destination: Destination) -> String?
}

extension RoutableFlowProvider {
  public func routeProblem(with destination: Destination) -> String? { nil }
}

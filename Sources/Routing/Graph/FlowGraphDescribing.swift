import Coordinators

/// A coordinator or flow provider type that declares its part of the ``FlowGraph``. Routable
/// stacks, tabs, variants and flow providers get it from their declarations; implement
/// ``describeFlow(in:)`` only for a flow of your own kind.
@MainActor
public protocol FlowGraphDescribing: AnyObject {
  /// Adds this flow's node, its destinations and its child flows to `graph`.
  static func describeFlow(in graph: inout FlowGraph)
}

extension FlowGraph {
  /// Adds a destination enum's cases under `flow`: screens it pushes or presents, and the flow
  /// providers its embedding cases wrap.
  @MainActor
  mutating func addCases<Destination: RouteDestination>(
    of destination: Destination.Type, under flow: Any.Type
  ) {
    for routeCase in Destination.Case.allCases {
      switch routeCase.shown {
      case .pushed:
        addDestination(routeCase.name, pattern: routeCase.pattern, of: flow, shown: .push)
      case .presented(let style):
        addDestination(
          routeCase.name, pattern: routeCase.pattern, of: flow,
          shown: style == .sheet ? .sheet : .fullscreenCover)
      case .embedding(let provider):
        addChild(provider, of: flow, label: "\(routeCase.name): \(routeCase.pattern)", kind: .embeds)
      }
    }
  }
}

extension RoutableStack {
  public static func describeFlow(in graph: inout FlowGraph) {
    graph.addFlow(Self.self, kind: .stack)
    graph.addCases(of: Destination.self, under: Self.self)
  }
}

extension RoutableFlowProvider {
  public static func describeFlow(in graph: inout FlowGraph) {
    graph.addFlow(Self.self, kind: .provider)
    graph.addCases(of: Destination.self, under: Self.self)
  }
}

extension RoutableTabs where Tab: CaseIterable {
  public static func describeFlow(in graph: inout FlowGraph) {
    graph.addFlow(Self.self, kind: .tabs)
    for (index, tab) in Tab.allCases.enumerated() {
      guard let flow = flowType(forTab: tab) else { continue }
      graph.addChild(flow, of: Self.self, label: "\(index + 1) \(routeName(forTab: tab))", kind: .tab)
    }
  }
}

extension RoutableVariant {
  public static func describeFlow(in graph: inout FlowGraph) {
    graph.addFlow(Self.self, kind: .variant)
    for (name, flow) in variantFlows {
      graph.addChild(flow, of: Self.self, label: name, kind: .variant)
    }
  }
}

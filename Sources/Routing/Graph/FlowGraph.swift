/// The navigation graph of an app, derived from its coordinators' own declarations: each
/// coordinator, the destinations it pushes and presents (every case of its destination enum),
/// the flow providers it embeds and their destinations, and the tabs and variants that hold
/// child flows.
///
/// ```swift
/// let graph = FlowGraph(root: AppCoordinator.self)
/// let text = graph.mermaid
/// ```
public struct FlowGraph: Equatable, Sendable {
  /// What a node stands for.
  public enum NodeKind: String, Sendable {
    case variant, tabs, stack, provider, screen
  }

  /// A coordinator, a flow provider, or one destination case.
  public struct Node: Hashable, Sendable {
    /// Unique in the graph: the type's name, or `Type.case` for a destination.
    public var id: String
    /// The name shown.
    public var label: String
    /// A second line: the route pattern of a destination, the kind of a flow.
    public var detail: String
    /// What the node stands for.
    public var kind: NodeKind
  }

  /// How one node leads to another.
  public enum EdgeKind: String, Sendable {
    case variant, tab, push, sheet, fullscreenCover, embeds
  }

  /// One arrow.
  public struct Edge: Hashable, Sendable {
    public var from: String
    public var to: String
    public var label: String
    public var kind: EdgeKind
  }

  /// The nodes, in the order they were found (the root first).
  public private(set) var nodes: [Node] = []
  /// The arrows, in the order they were found.
  public private(set) var edges: [Edge] = []

  /// The graph of the flow `root` and everything under it.
  @MainActor
  public init(root: any FlowGraphDescribing.Type) {
    add(root)
  }

  /// Adds `flow` (once, however many flows lead to it) and what it declares.
  @MainActor
  public mutating func add(_ flow: any FlowGraphDescribing.Type) {
    guard !nodes.contains(where: { $0.id == Self.id(of: flow) }) else { return }
    flow.describeFlow(in: &self)
  }

  /// Adds the node of the flow type `flow`, of `kind`; ``FlowGraphDescribing`` implementations
  /// start with it.
  public mutating func addFlow(_ flow: Any.Type, kind: NodeKind) {
    let name = Self.id(of: flow)
    nodes.append(Node(id: name, label: name, detail: kind.description, kind: kind))
  }

  /// Adds the destination case `name` of `flow`, written `pattern` in routes, and the arrow
  /// from `flow` to it.
  public mutating func addDestination(
    _ name: String, pattern: String, of flow: Any.Type, shown kind: EdgeKind
  ) {
    let id = Self.id(of: flow) + "." + name
    nodes.append(Node(id: id, label: name, detail: pattern, kind: .screen))
    edges.append(Edge(from: Self.id(of: flow), to: id, label: kind.description, kind: kind))
  }

  /// Adds an arrow from the flow `from` to the flow `to` (adding `to` and what it declares).
  @MainActor
  public mutating func addChild(
    _ to: any FlowGraphDescribing.Type, of from: Any.Type, label: String, kind: EdgeKind
  ) {
    add(to)
    edges.append(Edge(from: Self.id(of: from), to: Self.id(of: to), label: label, kind: kind))
  }

  /// A type's node id: its name without module or generic arguments.
  static func id(of type: Any.Type) -> String {
    let name = String(describing: type)
    return String(name.prefix { $0 != "<" })
  }
}

extension FlowGraph.NodeKind: CustomStringConvertible {
  public var description: String {
    switch self {
    case .variant: "variant"
    case .tabs: "tabs"
    case .stack: "stack"
    case .provider: "flow provider"
    case .screen: "screen"
    }
  }
}

extension FlowGraph.EdgeKind: CustomStringConvertible {
  public var description: String {
    switch self {
    case .variant: "variant"
    case .tab: "tab"
    case .push: "push"
    case .sheet: "sheet"
    case .fullscreenCover: "full screen"
    case .embeds: "embeds"
    }
  }
}

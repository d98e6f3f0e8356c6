/// A view changed by a modifier: the content's nodes, transformed.
public struct ModifiedView<Content: View>: View, PrimitiveView {
  let content: Content
  let transform: @MainActor (Node, BuildContext) -> Node

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    [transform(single(content.nodes(context.child(0)), id: context.id + ".0"), context)]
  }
}

/// One node standing for `nodes`: the node itself, or a vertical stack of them.
@MainActor
func single(_ nodes: [Node], id: String) -> Node {
  if nodes.count == 1 { return nodes[0] }
  return StackNode(id: id, axis: .vertical, spacing: 0, alignment: .leading, children: nodes)
}

extension View {
  func modified(_ transform: @escaping @MainActor (Node, BuildContext) -> Node) -> ModifiedView<Self> {
    ModifiedView(content: self, transform: transform)
  }

  /// Attaches something to the content's node without wrapping it.
  func attaching(_ change: @escaping @MainActor (Node) -> Void) -> ModifiedView<Self> {
    modified { node, _ in
      change(node)
      return node
    }
  }
}

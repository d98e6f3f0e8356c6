/// What a node sees of its host while it draws, handles a key or answers a click: the host
/// (focus, view state kept between frames) and the style inherited from its ancestors.
@MainActor
struct NodeContext {
  unowned let host: ViewHost
  let style: Style

  var focusedID: String? { host.focusedID }

  func with(style overlay: Style) -> NodeContext {
    NodeContext(host: host, style: style.merged(with: overlay))
  }

  func isFocused(_ node: Node) -> Bool { host.focusedID == node.id }
}

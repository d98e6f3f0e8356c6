/// What a node sees of its host while it draws, handles a key or answers a click: the host
/// (focus, view state kept between frames), the style inherited from its ancestors, and the
/// theme in effect.
@MainActor
struct NodeContext {
  /// Not retained, as ``BuildContext/host`` (and for the same reasons): a context is made for
  /// each node drawn, only while its host draws or handles an event.
  unowned(unsafe) let host: ViewHost
  let style: Style
  var theme: Theme

  var focusedID: String? { host.focusedID }

  func with(style overlay: Style) -> NodeContext {
    NodeContext(host: host, style: style.merged(with: overlay), theme: theme)
  }

  /// The inherited style with `role`'s look from the theme added on top.
  func style(_ role: ThemeRole) -> Style { style.merged(with: theme[role]) }

  func isFocused(_ node: Node) -> Bool { host.focusedID == node.id }
}

/// What a view needs while it resolves into nodes: its identity and the host.
@MainActor
struct BuildContext {
  let id: String
  /// Unowned: nodes that keep their context (lists build rows while drawing) live in the
  /// host's tree, so a strong reference would be a cycle that leaks the host and its models.
  unowned let host: ViewHost

  func child(_ index: Int) -> BuildContext {
    BuildContext(id: id + "." + String(index), host: host)
  }

  func child(named name: String) -> BuildContext {
    BuildContext(id: id + "#" + name, host: host)
  }
}

/// What a node needs while it draws or handles a key.
@MainActor
struct DrawContext {
  unowned let host: ViewHost
  let style: Style

  var focusedID: String? { host.focusedID }

  func with(style overlay: Style) -> DrawContext {
    DrawContext(host: host, style: style.merged(with: overlay))
  }

  func isFocused(_ node: Node) -> Bool { host.focusedID == node.id }
}

extension ListNode {
  /// Selects row `index` (clamped), as the arrow keys would.
  func select(_ index: Int) {
    guard count > 0 else { return }
    selected = min(max(index, 0), count - 1)
    rows.select(selected)
    self.context.host[SelectedRowKey.self, id] = selected
  }

  /// Applies a key: the filter's first, then moving the selection and Enter.
  func handleKey(_ key: Key) -> Bool {
    if let filter, filter.handle(key) { return true }
    guard count > 0 else { return false }
    let current = selected
    guard let target = target(of: key, from: current) else {
      guard key == .enter, let onSubmit else { return false }
      onSubmit(current)
      return true
    }
    let clamped = min(max(target, 0), count - 1)
    if clamped != current { select(clamped) }
    return true
  }

  /// The row `key` moves the selection to from `current`, by the list's keymap as the user
  /// bound it (``Keymap/list``); nil for a key that does not move it.
  private func target(of key: Key, from current: Int) -> Int? {
    let host = context.host
    for command in Keymap.list.commands
    where host.keyBindings.keys(for: command, in: Keymap.list.name).contains(key) {
      switch command.name {
      case "up": return current - 1
      case "down": return current + 1
      case "page up": return current - pageSize
      case "page down": return current + pageSize
      case "first": return 0
      case "last": return count - 1
      default: continue
      }
    }
    return nil
  }
}

extension ListNode {
  /// Selects row `index` (clamped), as the arrow keys would.
  func select(_ index: Int) {
    guard count > 0 else { return }
    selected = min(max(index, 0), count - 1)
    rows.select(selected)
    self.context.host.setValue(selected, for: id + ".selected")
  }

  /// Applies a key: the filter's first, then moving the selection and Enter.
  func handleKey(_ key: Key) -> Bool {
    if let filter, filter.handle(key) { return true }
    guard count > 0 else { return false }
    let current = selected
    let target: Int
    switch key {
    case .up, .character("k"): target = current - 1
    case .down, .character("j"): target = current + 1
    case .pageUp: target = current - pageSize
    case .pageDown: target = current + pageSize
    case .home, .character("g"): target = 0
    case .end, .character("G"): target = count - 1
    case .enter:
      guard let onSubmit else { return false }
      onSubmit(current)
      return true
    default:
      return false
    }
    let clamped = min(max(target, 0), count - 1)
    if clamped != current { select(clamped) }
    return true
  }
}

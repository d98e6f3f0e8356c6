extension ViewHost {
  /// Collects the focusable nodes of the current tree and keeps focus on one of them: the
  /// focused view while it is there; else the one focused most recently of those on screen
  /// (back from a sheet or a dialog, back on a tab, after a form was disabled while it was
  /// submitted); else the one marked ``View/defaultFocus()``; else the first.
  func refreshFocus() {
    focusables = []
    var preferred: String?
    if let tree { collectFocusables(tree, preferred: &preferred, inPreferred: false) }
    let ids = Set(focusables.map(\.id))
    if let requested = requestedFocusID, ids.contains(requested) {
      focusedID = requested
      requestedFocusID = nil
      parkedFieldID = nil
    }
    if let parked = parkedFieldID {
      if ids.contains(parked), focusedID == nil { return }
      parkedFieldID = nil
    }
    if focusedID == nil || !ids.contains(focusedID!) {
      focusedID = focusHistory.last(where: ids.contains) ?? preferred ?? focusables.first?.id
    }
    if let focusedID, focusHistory.last != focusedID {
      focusHistory.removeAll { $0 == focusedID }
      focusHistory.append(focusedID)
      if focusHistory.count > 64 { focusHistory.removeFirst() }
    }
  }

  /// Focuses the view with identity `id` as soon as a frame shows it focusable — for a view
  /// that is not on screen yet: the screen under an overlay that is closing.
  public func requestFocus(id: String) {
    requestedFocusID = id
    invalidate()
  }

  /// Moves focus from a text field to the next view that does not take text (Esc, when
  /// nothing else uses it), so keys act again. With no such view (a screen whose only
  /// control is the field), nothing keeps focus: keys go to the field's ancestors — the
  /// screen's keys, the tab keys — until Tab or a click focuses the field again.
  func leaveTextField() -> Bool {
    guard let current = focusables.firstIndex(where: { $0.id == focusedID }) else { return false }
    let count = focusables.count
    for step in 1..<max(count, 1) {
      let candidate = focusables[(current + step) % count]
      if !candidate.takesText {
        focusedID = candidate.id
        return true
      }
    }
    parkedFieldID = focusedID
    focusedID = nil
    return true
  }

  private func collectFocusables(_ node: Node, preferred: inout String?, inPreferred: Bool) {
    guard !node.isInert else { return }
    let inPreferred = inPreferred || node.prefersDefaultFocus
    if node.isFocusable {
      focusables.append(node)
      if inPreferred, preferred == nil { preferred = node.id }
    }
    for child in node.children { collectFocusables(child, preferred: &preferred, inPreferred: inPreferred) }
  }

  /// Moves focus `offset` focusable views forward (or back), wrapping around.
  public func moveFocus(by offset: Int) {
    guard !focusables.isEmpty else { return }
    if let parked = parkedFieldID {
      // Back into the field Esc left (Tab), or the view before it (Shift-Tab).
      parkedFieldID = nil
      let index = focusables.firstIndex { $0.id == parked } ?? 0
      focusedID =
        focusables[((index + min(offset, 0)) % focusables.count + focusables.count) % focusables.count].id
      return invalidate()
    }
    let current = focusables.firstIndex { $0.id == focusedID } ?? 0
    let count = focusables.count
    focusedID = focusables[((current + offset) % count + count) % count].id
    invalidate()
  }

  /// Focuses the view with identity `id`, if it is focusable.
  public func focus(id: String) {
    guard focusables.contains(where: { $0.id == id }) else { return }
    parkedFieldID = nil
    focusedID = id
    invalidate()
  }

  /// The focused node, then its ancestors: the views a key is offered to, in order.
  var responderChain: [Node] {
    var chain: [Node] = []
    var node: Node? = focusedNode ?? parkedField?.parent ?? deepestBoundNode
    while let current = node {
      chain.append(current)
      node = current.parent
    }
    return chain
  }

  var focusedNode: Node? { focusables.first { $0.id == focusedID } }

  /// The text field Esc left with nowhere else to go (see ``leaveTextField()``).
  private var parkedField: Node? { parkedFieldID.flatMap { id in focusables.first { $0.id == id } } }

  /// With nothing focused, keys go to the last view (in drawing order) that binds keys.
  private var deepestBoundNode: Node? {
    var found: Node?
    func visit(_ node: Node) {
      guard !node.isInert else { return }
      if !node.bindings.isEmpty { found = node }
      node.children.forEach(visit)
    }
    if let tree { visit(tree) }
    return found
  }
}

extension ViewHost {
  /// Offers `key` to the focused view, then to the `onKey` bindings of it and its ancestors,
  /// then to the global bindings (``onGlobalKey(_:hint:perform:)``), then handles Tab,
  /// Shift-Tab, `?` and F1 (help), and Esc in a text field (focus leaves it); anything left
  /// goes to ``onUnhandledKey``.
  ///
  /// Keys never reach past a view marked ``View/modalKeys()`` (a dialog): its ancestors'
  /// bindings, and the global bindings of typed characters, are skipped while it shows. F1 opens the help overlay from anywhere, a text
  /// field included; while it shows, Esc, `?`, F1, Enter and `q` close it and other keys do
  /// nothing. While a popover shows (a ``Picker``'s menu, a ``DatePicker``'s calendar), it
  /// takes every key but F1: what it leaves is dropped, and Esc closes it. While the screen is
  /// too small to draw (``minimumSize``), only the global bindings act. Returns whether a view, a binding or the host itself used the key (`false`
  /// when it went to ``onUnhandledKey`` or was dropped), so a backend can give keys such as
  /// Ctrl-C a meaning of its own when no view wants them. A key that was used marks the screen
  /// for a redraw; one that was not changes nothing of the host's own.
  @discardableResult
  public func send(_ key: Key) -> Bool {
    prepare(for: key)
    let used = handlingInput { route(key) }
    if used { invalidate() }
    return used
  }

  func route(_ key: Key) -> Bool {
    if showsHelp { return routeToHelp(key) }
    if isTooSmall {
      guard let binding = globalBindings.last(where: { $0.key == key }) else { return false }
      binding.action()
      return true
    }
    if key == .function(1) {
      showsHelp = true
      return true
    }
    if popover != nil { return routeToPopover(key) }
    if let focused = focusedNode, focused.handle(key, context: nodeContext) { return true }
    for bindings in keyChain.map(\.bindings) + [globalBindingsInReach] {
      if let binding = bindings.last(where: { $0.key == key }) {
        binding.action()
        return true
      }
    }
    switch key {
    case .tab: moveFocus(by: 1)
    case .backTab: moveFocus(by: -1)
    case _ where Keymap.helpKeys(in: self).contains(key): showsHelp = true
    case .escape where focusedNode is TextFieldNode && leaveTextField():
      break
    case _ where parkedFieldID != nil && (key.typedCharacter != nil || key.pastedText != nil):
      // Typing that no key binding took goes back into the field Esc left.
      guard let field = parkedFieldID else { return false }
      focus(id: field)
      return focusedNode?.handle(key, context: nodeContext) ?? false
    default:
      onUnhandledKey?(key)
      return false
    }
    return true
  }

  /// The global bindings a key can reach now: all of them, but while a dialog or sheet
  /// (``View/modalKeys()``) has the focus, none of a typed character — `q` on a sheet's button
  /// is not the app's quit; Ctrl-C and function keys still act.
  var globalBindingsInReach: [KeyBinding] {
    guard keyChain.last?.isModalForKeys == true else { return globalBindings }
    return globalBindings.filter { $0.key.typedCharacter == nil }
  }

  /// The views a key is offered to, in order: the focused view and its ancestors, up to the
  /// first one marked ``View/modalKeys()``.
  var keyChain: [Node] {
    var chain: [Node] = []
    for node in responderChain {
      chain.append(node)
      if node.isModalForKeys { break }
    }
    return chain
  }
}

extension String {
  func padding(toLength length: Int) -> String {
    self + String(repeating: " ", count: max(0, length - CharacterWidth.of(self)))
  }
}

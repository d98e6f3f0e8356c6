extension ViewHost {
  /// Gets ready to route `key`: when the last key changed something and no frame has been drawn
  /// since (several keys arrived in one read), the tree is rebuilt first, so the key goes where
  /// the screen the user is typing into sends it (a `:` that opened the palette gets the next
  /// characters); then the key observers are told.
  func prepare(for key: Key) {
    bringUpToDate()
    for observer in keyObservers { observer(key) }
  }

  /// Rebuilds the tree (at the size of the last frame, without writing a frame) when something
  /// changed since that frame — what the last key did is on screen before the next key is
  /// routed, or before a backend asks whether a text field has focus. The one place keys in a
  /// burst are brought up to date, for every backend.
  func bringUpToDate() {
    if needsRender, let size = lastRenderedSize { _ = render(size: size) }
  }

  /// Calls `observer` with every key sent to the host, before it is handled — to record a
  /// session, or to clear a one-off message on the next key press.
  public func observeKeys(_ observer: @escaping @MainActor (Key) -> Void) {
    keyObservers.append(observer)
  }

  /// Calls `observer` with every mouse event sent to the host, before it is handled.
  public func observeMouse(_ observer: @escaping @MainActor (MouseEvent) -> Void) {
    mouseObservers.append(observer)
  }

  /// Whether the focused view is a secure field (a password): what is typed now must never be
  /// recorded or logged.
  public var isTypingSecret: Bool {
    (focusedNode as? TextFieldNode)?.isSecure == true
  }

  /// Whether `key` would change what the focused secure field holds or where its cursor is
  /// (typed and pasted text, the editing keys; not ↑/↓, Tab or Enter, which leave it).
  public func isEditingSecret(with key: Key) -> Bool {
    guard isTypingSecret, key != .up, key != .down else { return false }
    return key.typedCharacter != nil || key.pastedText != nil || TextFieldNode.editingKeys.contains(key)
  }
}

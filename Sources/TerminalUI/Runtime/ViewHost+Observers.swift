extension ViewHost {
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
}

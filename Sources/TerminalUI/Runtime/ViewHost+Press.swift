extension ViewHost {
  /// Presses `key` as if it were typed, once the key or click being handled now (if any) is
  /// done: a command palette's entry or a click on a footer hint runs what the key runs, on
  /// the screen as it is then (the palette closed, the focus back where it was). Key observers
  /// (a recording) do not hear it: what was typed or clicked is what they record, and
  /// replaying that presses it again.
  ///
  /// ```swift
  /// host.press(.character("s"))  // sorts the focused table, as typing `s` does
  /// ```
  public func press(_ key: Key) {
    pressedKeys.append(key)
    if !isHandlingInput { pressQueuedKeys() }
  }

  /// Runs `action` (the handling of one key or click); the keys ``press(_:)`` is asked for
  /// meanwhile are pressed after it, in order.
  func handlingInput(_ action: () -> Bool) -> Bool {
    guard !isHandlingInput else { return action() }
    isHandlingInput = true
    let used = action()
    isHandlingInput = false
    if !pressedKeys.isEmpty { pressQueuedKeys() }
    return used
  }

  private func pressQueuedKeys() {
    isHandlingInput = true
    defer { isHandlingInput = false }
    while !pressedKeys.isEmpty {
      let key = pressedKeys.removeFirst()
      bringUpToDate()
      if route(key) { invalidate() }
    }
  }
}

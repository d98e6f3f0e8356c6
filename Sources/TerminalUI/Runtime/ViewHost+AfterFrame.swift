extension ViewHost {
  /// Runs `action` once the frame being drawn is finished, outside the frame's observation
  /// tracking: a node tells its view's client what it drew (the rows a table shows) without
  /// the client's reaction happening in the middle of drawing.
  func afterFrame(_ action: @escaping @MainActor () -> Void) {
    afterFrameActions.append(action)
  }

  /// Runs and forgets the actions asked for while the frame was drawn, in order.
  func runAfterFrameActions() {
    guard !afterFrameActions.isEmpty else { return }
    let actions = afterFrameActions
    afterFrameActions = []
    for action in actions { action() }
  }
}

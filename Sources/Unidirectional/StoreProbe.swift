/// Where an action reduced by a ``Store`` came from.
@usableFromInline package enum ActionOrigin: Sendable {
  /// `send(_:)` called from outside the store.
  case external
  /// An effect, or middleware, of the store itself.
  case effect
}

/// Test-support hooks into a ``Store``.
@usableFromInline package struct StoreProbe<State, Action> {
  @usableFromInline package var didReduce: @MainActor (Action, ActionOrigin, State) -> Void
  package var effectsChanged: @MainActor (Int) -> Void

  package init(
    didReduce: @escaping @MainActor (Action, ActionOrigin, State) -> Void,
    effectsChanged: @escaping @MainActor (Int) -> Void
  ) {
    self.didReduce = didReduce
    self.effectsChanged = effectsChanged
  }
}

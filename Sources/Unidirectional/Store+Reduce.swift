import Observation

extension Store {
  /// Reduces `action` at once, then everything queued meanwhile; queues it instead when a
  /// reduce is already running.
  @inlinable func enqueue(_ action: Action, origin: ActionOrigin) {
    if isReducing {
      queue.append(QueuedAction(action: action, origin: origin))
      return
    }
    isReducing = true
    reduce(action, origin: origin)
    if !queue.isEmpty { drainQueue() }
    isReducing = false
  }

  /// Runs the reducer, publishes a changed state, and starts the effects of the reducer and
  /// of each middleware.
  @inlinable func reduce(_ action: Action, origin: ActionOrigin) {
    let before = storage
    var after = before
    let effect = reducer(&after, action)
    if after != before {
      registrar.withMutation(of: self, keyPath: stateKeyPath) { storage = after }
    }
    if let probe { probe.didReduce(action, origin, after) }
    if !effect.isNone { start(effect) }
    for item in middleware {
      let followUp = item.handle(action, before, after)
      if !followUp.isNone { start(followUp) }
    }
  }

  /// Reduces the actions queued while a reduce ran, in order, including those they queue.
  @usableFromInline func drainQueue() {
    var index = 0
    while index < queue.count {
      let next = queue[index]
      index += 1
      reduce(next.action, origin: next.origin)
    }
    queue.removeAll(keepingCapacity: true)
  }
}

/// An action waiting for the reduce in progress to finish.
@usableFromInline struct QueuedAction<Action> {
  @usableFromInline let action: Action
  @usableFromInline let origin: ActionOrigin

  @inlinable init(action: Action, origin: ActionOrigin) {
    self.action = action
    self.origin = origin
  }
}

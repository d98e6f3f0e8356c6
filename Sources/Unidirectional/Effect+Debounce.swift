extension Effect {
  /// Delays this effect by `duration` on `clock`, restarting the delay whenever another
  /// effect with the same `id` arrives first; only the last one in a burst runs.
  ///
  /// Pass the clock in from the reducer's dependencies, so tests can use a test clock
  /// and advance it instead of sleeping.
  public func debounce<ID: Hashable & Sendable, C: Clock>(
    id: ID, for duration: C.Duration, clock: C
  ) -> Effect {
    if case .none = operation { return .none }
    let delayed = self
    // The window starts when the effect is created, not when its task gets to run, so a
    // test clock advanced right after `send` always covers it.
    let deadline = clock.now.advanced(by: duration)
    return Effect.wrapping(delayed.isolation) { send in
      await delayed.perform(after: deadline, on: clock, with: send)
    }
    .cancellable(id: id, cancelInFlight: true)
  }

  /// Waits for `deadline` on `clock`, then performs this effect, unless the task is cancelled
  /// first; where it is called from.
  private nonisolated(nonsending) func perform<C: Clock>(
    after deadline: C.Instant, on clock: C, with send: Send<Action>
  ) async {
    do {
      // A task that starts after the deadline (a test clock advanced first) goes on at once,
      // unless it was cancelled before it started (a newer effect with the same id, or
      // `.cancel(id:)`): then no sleep throws for it, so it checks.
      if clock.now < deadline { try await clock.sleep(until: deadline, tolerance: nil) }
      try Task.checkCancellation()
    } catch {
      return
    }
    await perform(with: send)
  }

  /// The actor this effect's work says it runs on: its `run` closure's, through
  /// `cancellable`; `nil` for any other effect.
  var isolation: (any Actor)? {
    switch operation {
    case .run(let work): work.isolation
    case .cancellable(_, _, let effect): effect.isolation
    default: nil
    }
  }

  /// Performs this effect inside the current task: its actions go to `send`, merged work
  /// runs concurrently, and the call returns when all of it has finished. It runs where it is
  /// called from; each `run` closure switches to its own actor.
  nonisolated(nonsending) func perform(with send: Send<Action>) async {
    switch operation {
    case .none:
      return
    case .send(let action):
      await send(action)
    case .run(let work):
      await work(send)
    case .merge(let effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask { await effect.perform(with: send) }
        }
      }
    case .cancellable(_, _, let effect):
      await effect.perform(with: send)
    case .cancel(let id):
      await send.cancel(id)
    }
  }
}

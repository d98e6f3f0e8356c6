import WorkTracking

extension Store {
  /// Starts `effect`'s work (the reducer's or a middleware's).
  @usableFromInline func start(_ effect: Effect<Action>) {
    start(effect, ids: [])
  }

  /// Starts `effect`'s work, tagging any task it starts with `ids` for cancellation.
  func start(_ effect: Effect<Action>, ids: Set<EffectID>) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      enqueue(action, origin: .effect)
    case .merge(let effects):
      for effect in effects { start(effect, ids: ids) }
    case .cancellable(let id, let cancelInFlight, let inner):
      if cancelInFlight { cancel(id) }
      start(inner, ids: ids.union([id]))
    case .cancel(let id):
      cancel(id)
    case .run(let work):
      launch(work, ids: ids)
    }
  }

  private func cancel(_ id: EffectID) {
    effects.cancel(id)
    effectsChanged()
  }

  private func launch(
    _ work: @escaping @isolated(any) @Sendable (Send<Action>) async -> Void, ids: Set<EffectID>
  ) {
    let token = effects.reserveToken()
    let send = Send<Action>(
      deliver: { [weak self] action in self?.enqueue(action, origin: .effect) },
      cancel: { [weak self] id in self?.cancel(id) })
    effectWork.begin()
    let operation: @MainActor @Sendable () async -> Void = { [weak self, effectWork] in
      await work(send)
      self?.ended(token)
      effectWork.end()
    }
    let task: Task<Void, Never>
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *),
      let executor = effectExecutor as? any TaskExecutor
    {
      task = Task(executorPreference: executor, operation: operation)
    } else {
      task = Task(operation: operation)
    }
    effects.register(task, token: token, ids: ids)
    effectsChanged()
  }

  /// Forgets the effect `token` names, as its work has returned.
  private func ended(_ token: Int) {
    if effects.finish(token) { effectsChanged() }
  }
}

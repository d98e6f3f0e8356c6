import Observation

/// A unidirectional store: state, a pure reducer, explicit effects and middleware.
///
/// `send(_:)` runs the reducer on the main actor, one action at a time. An action sent while
/// a reduce is running (by middleware or a `.send` effect) is queued and runs right after,
/// in order. Observers are notified only when the state really changed. Effects are
/// cancelled when the store is released or ``cancelAll()`` is called.
///
/// ```swift
/// let store = Store<AuthState, AuthAction>(initialState: AuthState()) { state, action in
///   switch action {
///   case .emailChanged(let email): state.email = email; return .none
///   }
/// }
/// store.send(.emailChanged("ada@example.com"))
/// ```
@Observable @MainActor
public final class Store<State: Equatable, Action: Sendable> {
  @ObservationIgnored private var storage: State
  @ObservationIgnored private let reducer: (inout State, Action) -> Effect<Action>
  @ObservationIgnored private let middleware: [Middleware<State, Action>]
  @ObservationIgnored private var queue: [(action: Action, origin: ActionOrigin)] = []
  @ObservationIgnored private var isReducing = false
  @ObservationIgnored let effects = EffectRegistry()
  /// `\.state`, built once: a key path into a generic class is otherwise instantiated (and
  /// allocated) on every access.
  @ObservationIgnored private let stateKeyPath: KeyPath<Store, State> = \.state

  /// A hook for test support: told about each reduced action and each change in the number of
  /// running effects.
  @ObservationIgnored package var probe: StoreProbe<State, Action>?

  /// Creates a store from a reducer closure.
  public init(
    initialState: State,
    middleware: [Middleware<State, Action>] = [],
    reducer: @escaping (inout State, Action) -> Effect<Action>
  ) {
    storage = initialState
    self.reducer = reducer
    self.middleware = middleware
  }

  /// Creates a store from a ``Reducer`` value (one that carries its dependencies).
  public convenience init<R: Reducer>(
    initialState: State, reducer: R, middleware: [Middleware<State, Action>] = []
  ) where R.State == State, R.Action == Action {
    self.init(initialState: initialState, middleware: middleware) { state, action in
      reducer.reduce(into: &state, action: action)
    }
  }

  isolated deinit {
    effects.cancelAll()
  }

  /// The current state. Reading it inside observation tracking registers a dependency.
  public var state: State {
    access(keyPath: stateKeyPath)
    return storage
  }

  /// The number of effects still running.
  public var runningEffectCount: Int { effects.count }

  /// Reduces `action` now, or — if called while a reduce is running — right after it.
  public func send(_ action: Action) {
    enqueue(action, origin: .external)
  }

  /// Cancels every running effect.
  public func cancelAll() {
    effects.cancelAll()
    probe?.effectsChanged(effects.count)
  }

  func enqueue(_ action: Action, origin: ActionOrigin) {
    if isReducing {
      queue.append((action, origin))
      return
    }
    isReducing = true
    reduce(action, origin: origin)
    var index = 0
    while index < queue.count {
      let next = queue[index]
      index += 1
      reduce(next.action, origin: next.origin)
    }
    queue.removeAll(keepingCapacity: true)
    isReducing = false
  }

  private func reduce(_ action: Action, origin: ActionOrigin) {
    let before = storage
    var after = before
    let effect = reducer(&after, action)
    if after != before {
      withMutation(keyPath: stateKeyPath) { storage = after }
    }
    probe?.didReduce(action, origin, after)
    start(effect, ids: [])
    for item in middleware {
      start(item.handle(action, before, after), ids: [])
    }
  }
}

/// Where an action reduced by a ``Store`` came from.
package enum ActionOrigin: Sendable {
  /// `send(_:)` called from outside the store.
  case external
  /// An effect, or middleware, of the store itself.
  case effect
}

/// Test-support hooks into a ``Store``.
package struct StoreProbe<State, Action> {
  package var didReduce: @MainActor (Action, ActionOrigin, State) -> Void
  package var effectsChanged: @MainActor (Int) -> Void

  package init(
    didReduce: @escaping @MainActor (Action, ActionOrigin, State) -> Void,
    effectsChanged: @escaping @MainActor (Int) -> Void
  ) {
    self.didReduce = didReduce
    self.effectsChanged = effectsChanged
  }
}

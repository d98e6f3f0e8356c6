import Observation
import WorkTracking

/// A unidirectional store: state, a pure reducer, explicit effects and middleware.
///
/// `send(_:)` runs the reducer on the main actor, one action at a time. An action sent while
/// a reduce is running (by middleware or a `.send` effect) is queued and runs right after,
/// in order. Observers are notified only when the state really changed. Effects are
/// cancelled when the store is released or ``cancelAll()`` is called. Each effect counts as
/// work in flight until it returns: in the store's own tracker (``effectsFinished()``) and in
/// the app's, when the store is given one (`work:`).
///
/// ```swift
/// let store = Store<AuthState, AuthAction>(initialState: AuthState()) { state, action in
///   switch action {
///   case .emailChanged(let email): state.email = email; return .none
///   }
/// }
/// store.send(.emailChanged("ada@example.com"))
/// ```
///
/// `send(_:)` is inlinable, so a client module specialises it for its own state and action
/// types: a send costs the reducer, an equality check and one observable write.
@MainActor
public final class Store<State: Equatable, Action: Sendable> {
  // Exclusivity is not checked at run time for the mutable properties the hot path touches:
  // every access to them is instantaneous (a read, an assignment, an append) and none spans
  // a call into user code — the reducer works on a local copy, observers run before the
  // assignment to `storage`, middleware and probes are called between accesses — so no two
  // accesses can overlap, and the main actor rules out other threads.
  @usableFromInline @exclusivity(unchecked) var storage: State
  @usableFromInline @exclusivity(unchecked) var queue: [QueuedAction<Action>] = []
  @usableFromInline @exclusivity(unchecked) var isReducing = false
  @usableFromInline let reducer: (inout State, Action) -> Effect<Action>
  @usableFromInline let middleware: [Middleware<State, Action>]
  @usableFromInline let registrar = ObservationRegistrar()
  /// `\.state`, built once: a key path into a generic class is otherwise instantiated (and
  /// allocated) on every access.
  @usableFromInline let stateKeyPath: KeyPath<Store, State> = \.state
  let effects = EffectRegistry()
  /// Counts each effect from its start until it returns (and reports it to the app's tracker).
  let effectWork: WorkTracker

  /// A hook for test support: told about each reduced action and each change in the number of
  /// running effects.
  @usableFromInline @exclusivity(unchecked) package var probe: StoreProbe<State, Action>?

  /// A hook for test support: where effect work that is not on an actor runs — Swift's global
  /// pool when nil (always, in an app); a test store's serial executor in a test. Held as
  /// `any Sendable` because `TaskExecutor` needs macOS 15 and the package supports macOS 14:
  /// it is used only where the running system has task executors.
  package var effectExecutor: (any Sendable)?

  /// Creates a store from a reducer closure; its effects count as work in flight in `work`
  /// (the app's tracker) too.
  public init(
    initialState: State,
    middleware: [Middleware<State, Action>] = [],
    work: WorkTracker? = nil,
    reducer: @escaping (inout State, Action) -> Effect<Action>
  ) {
    storage = initialState
    self.reducer = reducer
    self.middleware = middleware
    effectWork = WorkTracker(parent: work)
    probe = StoreObservation.probe(for: State.self, action: Action.self)
  }

  /// Creates a store from a ``Reducer`` value (one that carries its dependencies); its effects
  /// count as work in flight in `work` (the app's tracker) too.
  public convenience init<R: Reducer>(
    initialState: State, reducer: R, middleware: [Middleware<State, Action>] = [], work: WorkTracker? = nil
  ) where R.State == State, R.Action == Action {
    self.init(initialState: initialState, middleware: middleware, work: work) { state, action in
      reducer.reduce(into: &state, action: action)
    }
  }

  isolated deinit {
    effects.cancelAll()
  }

  /// The current state. Reading it inside observation tracking registers a dependency.
  @inlinable public var state: State {
    registrar.access(self, keyPath: stateKeyPath)
    return storage
  }

  /// The number of effects still running.
  public var runningEffectCount: Int { effects.count }

  /// Reduces `action` now, or — if called while a reduce is running — right after it.
  @inlinable public func send(_ action: Action) {
    enqueue(action, origin: .external)
  }

  /// Cancels every running effect.
  public func cancelAll() {
    effects.cancelAll()
    effectsChanged()
  }

  /// Returns once no effect is running (at once when none is) — including effects started by
  /// the actions of effects that finished meanwhile, and cancelled ones still winding down.
  /// Owners of a store use it to wait for the work an action started: a submission, a search.
  public func effectsFinished() async {
    await effectWork.idle()
  }

  /// Tells the probe that the running effects changed.
  func effectsChanged() {
    probe?.effectsChanged(effects.count)
  }
}

extension Store: Observable {}

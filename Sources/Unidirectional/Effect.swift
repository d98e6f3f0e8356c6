/// Work a reducer asks the ``Store`` to do after a state change, described as data.
///
/// A reducer stays pure by returning effects instead of performing them. The store runs
/// them off the reducer and feeds the actions they produce back through ``Store/send(_:)``.
///
/// ```swift
/// case .queryChanged(let query):
///   state.query = query
///   return .run { send in
///     await send(.resultsLoaded(await search(query)))
///   }
///   .debounce(id: SearchDebounce(), for: .milliseconds(250), clock: clock)
/// ```
public struct Effect<Action: Sendable>: Sendable {
  // The cases holding an `EffectID` (an `AnyHashable`, which is copied only through its witnesses) are boxed, so
  // the enum stays loadable and copying or testing `.none` is a few instructions; `.none` and
  // `.send` cost no allocation.
  @usableFromInline enum Operation: Sendable {
    case none
    case send(Action)
    // `@isolated(any)`: the store starts the work on its closure's actor, and the wrappers
    // (`catch:`, `debounce`) run there too, so a `@MainActor` effect never leaves the main actor
    // for them.
    case run(@isolated(any) @Sendable (Send<Action>) async -> Void)
    case merge([Effect<Action>])
    indirect case cancellable(id: EffectID, cancelInFlight: Bool, Effect<Action>)
    indirect case cancel(id: EffectID)
  }

  @usableFromInline let operation: Operation

  @inlinable init(_ operation: Operation) {
    self.operation = operation
  }

  /// No work. Inlinable, so returning it and testing for it cost nothing in a client module.
  @inlinable public static var none: Effect { Effect(.none) }

  /// Whether this effect does nothing.
  @inlinable var isNone: Bool {
    if case .none = operation { true } else { false }
  }

  /// Sends `action` back into the store right after the current reduce, before any other
  /// action that is queued later.
  public static func send(_ action: Action) -> Effect { Effect(.send(action)) }

  /// Async work that sends zero, one or many actions through `send` — a single result, or a
  /// repeating stream of results (for example `for await value in stream { await send(...) }`).
  ///
  /// The work runs off the main actor; each `send` hops back to it. Work that only waits —
  /// for a service whose results land on the main actor, say — can be marked `@MainActor`
  /// instead: it then runs on the main actor from start to end, `catch:` and ``debounce(id:for:clock:)``
  /// included, and its `send`s switch no thread. Actions sent after the effect was cancelled are
  /// dropped.
  ///
  /// ```swift
  /// return .run { @MainActor send in
  ///   send(.resultsLoaded(try await search(query)))
  /// } catch: { error, send in
  ///   await send(.failed("Search failed: \(error)"))
  /// }
  /// ```
  public static func run(
    _ operation: @escaping @isolated(any) @Sendable (_ send: Send<Action>) async -> Void
  ) -> Effect {
    Effect(.run(operation))
  }

  /// Async work that may throw; a thrown error (other than cancellation) is handed to
  /// `handler`, which typically sends a failure action.
  ///
  /// The work runs where ``run(_:)``'s would: on the main actor if it says `@MainActor`, off
  /// it otherwise. So does the handler, when it says `@MainActor` too.
  public static func run(
    _ operation: @escaping @isolated(any) @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: @escaping @isolated(any) @Sendable (_ error: any Error, _ send: Send<Action>) async -> Void
  ) -> Effect {
    wrapping(operation.isolation) { send in await catching(operation, handler, send) }
  }

  /// A framework wrapper (`catch:`, a debounce) as run work, on the main actor when the work it
  /// wraps is (`isolation`), off it otherwise: `body` runs where it is called, so the wrapper
  /// adds no switch of its own either way.
  static func wrapping(
    _ isolation: (any Actor)?,
    _ body: nonisolated(nonsending) @escaping @Sendable (_ send: Send<Action>) async -> Void
  ) -> Effect {
    if isolation is MainActor {
      return Effect(.run { @MainActor send in await body(send) })
    }
    return Effect(.run { send in await body(send) })
  }

  /// `operation`, with a thrown error other than cancellation handed to `handler`; where it is
  /// called from.
  private nonisolated(nonsending) static func catching(
    _ operation: @isolated(any) @Sendable (_ send: Send<Action>) async throws -> Void,
    _ handler: @isolated(any) @Sendable (_ error: any Error, _ send: Send<Action>) async -> Void,
    _ send: Send<Action>
  ) async {
    do {
      try await operation(send)
    } catch is CancellationError {
      return
    } catch {
      await handler(error, send)
    }
  }

  /// All of `effects`, started together.
  public static func merge(_ effects: Effect...) -> Effect {
    merge(effects)
  }

  /// All of `effects`, started together.
  public static func merge(_ effects: [Effect]) -> Effect {
    let work = effects.filter { !$0.isNone }
    switch work.count {
    case 0: return .none
    case 1: return work[0]
    default: return Effect(.merge(work))
    }
  }

  /// Cancels every in-flight effect that was marked cancellable with `id`.
  public static func cancel<ID: Hashable & Sendable>(id: ID) -> Effect {
    Effect(.cancel(id: EffectID(id)))
  }

  /// Marks this effect's work as cancellable with `id`; with `cancelInFlight`, work already
  /// running under the same id is cancelled first (the newest request wins).
  public func cancellable<ID: Hashable & Sendable>(id: ID, cancelInFlight: Bool = false) -> Effect {
    Effect(.cancellable(id: EffectID(id), cancelInFlight: cancelInFlight, self))
  }
}

/// A type-erased, sendable effect cancellation identifier.
///
/// `@unchecked Sendable` is safe here: the only initialiser takes a `Hashable & Sendable`
/// value, so the `AnyHashable` box only ever holds a sendable value and is never mutated.
@usableFromInline struct EffectID: Hashable, @unchecked Sendable {
  let base: AnyHashable

  init<ID: Hashable & Sendable>(_ id: ID) {
    base = AnyHashable(id)
  }
}

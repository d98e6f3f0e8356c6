/// Code that sees every action a ``Store`` reduces, with the state before and after it.
///
/// Middleware cannot change state — it receives copies — but it can return effects, which is
/// where analytics, logging and navigation side effects belong.
///
/// ```swift
/// let logging = Middleware<AuthState, AuthAction> { action, before, after in
///   logger.debug("\(action): \(before.phase) → \(after.phase)")
///   return .none
/// }
/// ```
public struct Middleware<State, Action: Sendable> {
  @usableFromInline let handle: @MainActor (Action, State, State) -> Effect<Action>

  /// Creates middleware from a closure receiving the action, the state before it and the
  /// state after it.
  public init(
    _ handle: @escaping @MainActor (_ action: Action, _ before: State, _ after: State) -> Effect<Action>
  ) {
    self.handle = handle
  }
}

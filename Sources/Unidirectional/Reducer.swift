/// A pure function from the current state and an action to the next state and the
/// effects to run, for reducers that carry dependencies (a clock, a service).
///
/// ```swift
/// struct CounterReducer: Reducer {
///   func reduce(into state: inout Int, action: CounterAction) -> Effect<CounterAction> {
///     switch action {
///     case .increment: state += 1; return .none
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The state this reducer evolves.
  associatedtype State
  /// The actions it handles.
  associatedtype Action: Sendable

  /// Applies `action` to `state` and returns the effects to run next. Must not perform side
  /// effects itself.
  func reduce(into state: inout State, action: Action) -> Effect<Action>
}

/// A reducer made from a closure.
public struct AnyReducer<State, Action: Sendable>: Reducer {
  private let body: (inout State, Action) -> Effect<Action>

  /// Wraps `reduce`.
  public init(_ reduce: @escaping (inout State, Action) -> Effect<Action>) {
    body = reduce
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body(&state, action)
  }
}

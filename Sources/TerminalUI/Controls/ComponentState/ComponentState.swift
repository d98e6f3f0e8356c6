/// What a scene has to show: its content, or one of the states every scene that loads or can
/// be empty must design — loading, empty and error — so no scene shows a silent placeholder.
///
/// A component model exposes its state; ``ComponentStateView`` draws each case the same way
/// in every scene (a spinner after a short delay, the title, the message and the action key):
///
/// ```swift
/// var state: ComponentState<[Contact]> {
///   if isLoading { return .loading }
///   if let failure { return .error(StateInfo("Could not load contacts", message: failure, action: retry)) }
///   if contacts.isEmpty { return .empty(StateInfo("No contacts yet", message: "Press n to add one.")) }
///   return .ready(contacts)
/// }
/// ```
public enum ComponentState<Value> {
  /// The content is on its way; a spinner shows if it takes longer than a moment.
  case loading
  /// There is nothing to show, and `StateInfo` says why and what to do.
  case empty(StateInfo)
  /// Loading or acting failed; `StateInfo` says what happened and offers a way on (a retry).
  case error(StateInfo)
  /// The content.
  case ready(Value)

  /// The content, when ready.
  public var value: Value? {
    if case .ready(let value) = self { value } else { nil }
  }

  /// Whether the content is on its way.
  public var isLoading: Bool {
    if case .loading = self { true } else { false }
  }

  /// The same state with its content transformed (loading, empty and error stay as they are).
  public func map<Other>(_ transform: (Value) throws -> Other) rethrows -> ComponentState<Other> {
    switch self {
    case .loading: .loading
    case .empty(let info): .empty(info)
    case .error(let info): .error(info)
    case .ready(let value): .ready(try transform(value))
    }
  }
}

extension ComponentState: Equatable where Value: Equatable {}
extension ComponentState: Sendable where Value: Sendable {}

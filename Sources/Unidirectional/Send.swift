/// The way an effect's async work delivers actions back to its ``Store``.
///
/// Call it like a function: `await send(.loaded(items))`. Delivery happens on the main
/// actor; once the effect has been cancelled, further actions are dropped.
@MainActor
public struct Send<Action: Sendable>: Sendable {
  let deliver: @MainActor (Action) -> Void
  let cancel: @MainActor (EffectID) -> Void

  /// Creates a `Send` that hands actions to `deliver` (useful when driving effects by hand).
  public init(_ deliver: @escaping @MainActor (Action) -> Void) {
    self.deliver = deliver
    self.cancel = { _ in }
  }

  init(deliver: @escaping @MainActor (Action) -> Void, cancel: @escaping @MainActor (EffectID) -> Void) {
    self.deliver = deliver
    self.cancel = cancel
  }

  /// Sends `action` to the store, unless the effect has been cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    deliver(action)
  }
}

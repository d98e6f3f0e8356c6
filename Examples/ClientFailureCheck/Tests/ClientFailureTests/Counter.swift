import Foundation
import Switchyard

/// Whether the tests should do the right thing (`CLIENT_FAILURE_CHECK_PASS=1`), to show that the
/// check notices when a test it expects to fail passes.
let shouldPass = ProcessInfo.processInfo.environment["CLIENT_FAILURE_CHECK_PASS"] == "1"

/// A counter: the smallest store with every kind of effect the failures need.
struct Counter: Equatable, Sendable {
  var count = 0
}

enum CounterAction: Equatable, Sendable {
  /// Adds one.
  case increment
  /// Asks an effect to add one; the effect sends `incremented` back at once.
  case incrementLater
  /// Sent back by the effect of `incrementLater`.
  case incremented
  /// Starts an effect that runs for an hour unless cancelled.
  case startTimer
}

let counterReducer: @Sendable (inout Counter, CounterAction) -> Effect<CounterAction> = { state, action in
  switch action {
  case .increment, .incremented:
    state.count += 1
    return .none
  case .incrementLater:
    return .send(.incremented)
  case .startTimer:
    return .run { _ in try? await Task.sleep(for: .seconds(3600)) }
  }
}

import SwitchyardTesting
import Testing
import Unidirectional

/// A test store on a loaded machine: each step an effect takes is slow, and nothing the store
/// waits for has a time limit that the slowness could pass.
@MainActor
@Suite("TestStore: no wall-clock limit on a passing test")
struct TestStoreLoadTests {
  enum Step: Equatable, Sendable {
    case start, done
  }

  /// Keeps a thread busy for `duration`, as other work on a loaded machine makes one step of an
  /// effect slow (the test store was given one second for an action, then a tenth of one for an
  /// effect to end). `@concurrent`: off the main actor, on the effect's executor.
  @concurrent nonisolated static func occupy(_ duration: Duration) async {
    let end = ContinuousClock.now + duration
    while ContinuousClock.now < end {}
  }

  static func reducer(slowBefore before: Duration, after: Duration) -> (inout Int, Step) -> Effect<Step> {
    { state, step in
      state += 1
      guard step == .start else { return .none }
      return .run { send in
        await occupy(before)
        await send(.done)
        await occupy(after)
      }
    }
  }

  @Test("an action an effect takes longer than a second to send is received")
  func slowAction() async {
    let store = TestStore(
      initialState: 0, reducer: Self.reducer(slowBefore: .milliseconds(1_200), after: .zero))
    await store.send(.start) { $0 = 1 }
    await store.receive(.done) { $0 = 2 }
    await store.finish()
  }

  @Test("an effect slow to return after its last action has ended when receive returns")
  func slowEnd() async {
    let store = TestStore(
      initialState: 0, reducer: Self.reducer(slowBefore: .zero, after: .milliseconds(300)))
    await store.send(.start) { $0 = 1 }
    await store.receive(.done) { $0 = 2 }
    // No finish(): the store's end checks that no effect is still running.
  }
}

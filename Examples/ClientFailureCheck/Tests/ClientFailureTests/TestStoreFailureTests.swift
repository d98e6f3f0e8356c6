import Switchyard
import SwitchyardTesting
import Testing

/// Each test is wrong on purpose (unless `CLIENT_FAILURE_CHECK_PASS=1`) and must fail.
@MainActor
@Suite("Deliberately failing TestStore expectations")
struct TestStoreFailureTests {
  @Test("a wrong expectation fails with a −/+ diff")
  func wrongExpectation() async {
    let store = TestStore(initialState: Counter(), reducer: counterReducer)
    await store.send(.increment) { $0.count = shouldPass ? 1 : 2 }
  }

  @Test("an action the test waits for but no effect sends fails")
  func actionNeverReceived() async {
    let store = TestStore(initialState: Counter(), reducer: counterReducer)
    await store.send(.increment) { $0.count = 1 }
    if !shouldPass { await store.receive(.incremented) { $0.count = 2 } }
  }

  @Test("an action an effect sent that the test never asserts fails")
  func receivedActionNeverAsserted() async {
    let store = TestStore(initialState: Counter(), reducer: counterReducer)
    await store.send(.incrementLater)
    if shouldPass { await store.receive(.incremented) { $0.count = 1 } }
    await store.finish()
  }

  @Test("an effect still running when the test store goes away fails")
  func effectStillRunning() async {
    let store = TestStore(initialState: Counter(), reducer: counterReducer)
    await store.send(.startTimer)
    if shouldPass { store.skipInFlightEffects() }
  }
}

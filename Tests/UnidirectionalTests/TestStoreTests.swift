import Clocks
import SwitchyardTesting
import Testing
import Unidirectional

@MainActor
@Suite("TestStore: passing flows")
struct TestStorePassingTests {
  @Test("send and receive assert each state change of a debounced search")
  func debouncedSearch() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: SearchState(), reducer: SearchReducer(clock: clock, search: searchCatalogue))
    await store.send(.queryChanged("ada")) {
      $0.query = "ada"
      $0.isLoading = true
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.resultsLoaded(["Call Ada"])) {
      $0.results = ["Call Ada"]
      $0.isLoading = false
    }
    await store.finish()
  }

  @Test("receive(matching:) asserts actions the test cannot construct")
  func receiveMatching() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: SearchState(), reducer: SearchReducer(clock: clock, search: searchCatalogue))
    await store.send(.queryChanged("mil")) {
      $0.query = "mil"
      $0.isLoading = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive("results", matching: { if case .resultsLoaded = $0 { true } else { false } }) {
      $0.results = ["Buy milk", "Mill visit"]
      $0.isLoading = false
    }
  }

  @Test("skipInFlightEffects lets a test end with an effect still waiting")
  func skipInFlight() async {
    let store = TestStore(
      initialState: SearchState(), reducer: SearchReducer(clock: TestClock(), search: searchCatalogue))
    await store.send(.queryChanged("x")) {
      $0.query = "x"
      $0.isLoading = true
    }
    store.skipInFlightEffects()
  }

  @Test("skipReceivedActions adopts the state the skipped actions led to")
  func skipReceived() async {
    let store = TestStore(initialState: 0) { (state: inout Int, action: Int) -> Effect<Int> in
      state += action
      return action > 1 ? .send(action - 1) : .none
    }
    await store.send(3) { $0 = 3 }
    store.skipReceivedActions()
    #expect(store.state == 6)
    await store.send(1) { $0 = 7 }
  }
}

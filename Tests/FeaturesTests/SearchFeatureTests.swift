import Clocks
import Features
import SwitchyardTesting
import Testing

@MainActor
@Suite("Search (Store, debounced on an injected clock)")
struct SearchFeatureTests {
  struct Offline: Error, CustomStringConvertible {
    var description: String { "The database is not reachable" }
  }

  static let titles = ["Buy milk", "Mill visit", "Call Ada"]

  @Sendable static func search(_ query: String) async throws -> [String] {
    titles.filter { $0.lowercased().contains(query.lowercased()) }
  }

  @Test("typing quickly searches once, for the last query, after the pause")
  func debounced() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: SearchState<String>(), reducer: SearchReducer(clock: clock, search: Self.search))
    await store.send(.queryChanged("m")) {
      $0.query = "m"
      $0.isSearching = true
    }
    await clock.advance(by: .milliseconds(100))
    await store.send(.queryChanged("mil")) { $0.query = "mil" }
    await clock.advance(by: .milliseconds(149))
    await store.send(.queryChanged("milk")) { $0.query = "milk" }
    await clock.advance(by: .milliseconds(150))
    await store.receive(.loaded(query: "milk", ["Buy milk"])) {
      $0.results = ["Buy milk"]
      $0.resultsQuery = "milk"
      $0.isSearching = false
    }
    await store.finish()
  }

  @Test("clearing the query clears the results at once and cancels the pending search")
  func clearing() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: SearchState<String>(), reducer: SearchReducer(clock: clock, search: Self.search))
    await store.send(.queryChanged("ada")) {
      $0.query = "ada"
      $0.isSearching = true
    }
    await store.send(.queryChanged("  ")) {
      $0.query = "  "
      $0.resultsQuery = "  "
      $0.isSearching = false
    }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test("a failed search shows the error; retry searches again")
  func failureAndRetry() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: SearchState<String>(),
      reducer: SearchReducer<String>(clock: clock) { _ in throw Offline() })
    await store.send(.queryChanged("x")) {
      $0.query = "x"
      $0.isSearching = true
    }
    await clock.advance(by: .milliseconds(150))
    await store.receive(.failed(query: "x", "The database is not reachable")) {
      $0.isSearching = false
      $0.errorMessage = "The database is not reachable"
    }
    await store.send(.retry) {
      $0.isSearching = true
      $0.errorMessage = nil
    }
    await clock.advance(by: .milliseconds(150))
    await store.receive(.failed(query: "x", "The database is not reachable")) {
      $0.isSearching = false
      $0.errorMessage = "The database is not reachable"
    }
    await store.finish()
  }

  @Test("results for a query the user has since changed are dropped")
  func staleResults() async {
    let store = TestStore(
      initialState: SearchState<String>(query: "new"),
      reducer: SearchReducer(clock: TestClock(), search: Self.search))
    await store.send(.loaded(query: "old", ["Buy milk"]))
  }
}

import SwitchyardTesting
import Testing

@testable import NotebookKit

/// The queries the service was asked, in order.
actor QueryLog {
  private(set) var queries: [String] = []
  func append(_ query: String) { queries.append(query) }
}

@MainActor
@Suite("Search as you type (the reducer, its debounce and its analytics)")
struct SearchReducerTests {
  let clock = TestClock()
  let analytics = RecordingAnalytics()
  let log = QueryLog()

  func makeStore(
    initialState: SearchState = SearchState(),
    search: (@Sendable (String) async throws -> [Note.ID])? = nil
  ) -> TestStore<SearchState, SearchAction> {
    let (service, log) = (Fixture.service(), log)
    let search =
      search ?? { query in
        await log.append(query)
        return await service.search(query)
      }
    return TestStore(
      initialState: initialState, reducer: SearchReducer(clock: clock, search: search),
      middleware: [.analytics(analytics)])
  }

  @Test("a burst of typing asks the service once, after the pause, and analytics get counts, not words")
  func debouncedBurst() async {
    let store = makeStore()
    await store.send(.queryChanged("l")) {
      $0.query = "l"
      $0.isSearching = true
    }
    await store.send(.queryChanged("le")) { $0.query = "le" }
    await store.send(.queryChanged("lemon")) { $0.query = "lemon" }
    await clock.advance(by: SearchReducer.debounce)
    await store.receive(.resultsLoaded(query: "lemon", [Fixture.lemonCake.id, Fixture.groceries.id])) {
      $0.results = [Fixture.lemonCake.id, Fixture.groceries.id]
      $0.isSearching = false
    }
    await store.finish()
    #expect(await log.queries == ["lemon"])
    #expect(
      await analytics.events == [AnalyticsEvent(name: "search", properties: ["words": "1", "results": "2"])])
  }

  @Test("typing that goes on keeps putting the search off")
  func typingPostpones() async {
    let store = makeStore()
    await store.send(.queryChanged("oat")) {
      $0.query = "oat"
      $0.isSearching = true
    }
    await clock.advance(by: SearchReducer.debounce - .milliseconds(1))
    await store.send(.queryChanged("oat milk")) { $0.query = "oat milk" }
    await clock.advance(by: SearchReducer.debounce - .milliseconds(1))
    #expect(await log.queries.isEmpty)
    await clock.advance(by: .milliseconds(1))
    await store.receive(.resultsLoaded(query: "oat milk", [Fixture.groceries.id])) {
      $0.results = [Fixture.groceries.id]
      $0.isSearching = false
    }
    await store.finish()
    #expect(await log.queries == ["oat milk"])
  }

  @Test("clearing the query drops the results and the search still waiting")
  func clearingCancels() async {
    let store = makeStore(initialState: SearchState(query: "oat", results: [Fixture.groceries.id]))
    await store.send(.queryChanged("oats")) {
      $0.query = "oats"
      $0.isSearching = true
    }
    await store.send(.queryChanged("  ")) {
      $0.query = "  "
      $0.results = []
      $0.isSearching = false
    }
    await clock.advance(by: SearchReducer.debounce)
    await store.finish()
    #expect(await log.queries.isEmpty)
    #expect(await analytics.events.isEmpty)
  }

  @Test("an answer to an older query is dropped")
  func staleAnswer() async {
    let store = makeStore(initialState: SearchState(query: "lemon", isSearching: true))
    await store.send(.resultsLoaded(query: "le", [Fixture.plants.id]))
    #expect(store.state.results.isEmpty)
    await store.finish()
  }

  @Test("a search that fails says why, and is not counted")
  func failure() async {
    struct Offline: Error, CustomStringConvertible {
      var description: String { "The notes are out of reach." }
    }
    let store = makeStore { _ in throw Offline() }
    await store.send(.queryChanged("oat")) {
      $0.query = "oat"
      $0.isSearching = true
    }
    await clock.advance(by: SearchReducer.debounce)
    await store.receive(.searchFailed(query: "oat", "The notes are out of reach.")) {
      $0.failure = "The notes are out of reach."
      $0.isSearching = false
    }
    await store.finish()
    #expect(await analytics.events.isEmpty)
  }
}

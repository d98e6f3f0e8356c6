import Foundation
import Observation
import Switchyard
import SwitchyardTesting
import Testing

// The code samples of the Unidirectional documentation, compiled and run (this file imports
// Foundation on purpose: samples must compile beside it).

struct SearchState: Equatable {
  var query = ""
  var results: [String] = []
  var isSearching = false
  var failure: String?
}

enum SearchAction: Equatable, Sendable {
  case queryChanged(String)
  case resultsLoaded([String])
  case failed(String)
}

struct SearchReducer<C: Clock<Duration>>: Reducer {
  struct Debounce: Hashable, Sendable {}

  let search: @Sendable (String) async throws -> [String]
  let clock: C

  func reduce(into state: inout SearchState, action: SearchAction) -> Effect<SearchAction> {
    switch action {
    case .queryChanged(let query):
      state.query = query
      state.failure = nil
      guard !query.isEmpty else {
        state.results = []
        state.isSearching = false
        return .cancel(id: Debounce())
      }
      state.isSearching = true
      return .run { [search] send in
        await send(.resultsLoaded(try await search(query)))
      } catch: { error, send in
        await send(.failed("Search failed: \(error)"))
      }
      .debounce(id: Debounce(), for: .milliseconds(300), clock: clock)
    case .resultsLoaded(let results):
      state.results = results
      state.isSearching = false
      return .none
    case .failed(let message):
      state.failure = message
      state.isSearching = false
      return .none
    }
  }
}

@MainActor
final class Analytics {
  private(set) var events: [String] = []
  func record(_ event: String) { events.append(event) }
}

@MainActor
func searchAnalytics(_ analytics: Analytics) -> Middleware<SearchState, SearchAction> {
  Middleware { action, _, after in
    if case .resultsLoaded(let results) = action, results.isEmpty {
      analytics.record("search.empty")
    }
    return .none
  }
}

@Observable @MainActor
final class SearchComponentModel {
  @ObservationIgnored private let store: Store<SearchState, SearchAction>

  init(search: @escaping @Sendable (String) async throws -> [String], analytics: Analytics) {
    store = Store(
      initialState: SearchState(),
      reducer: SearchReducer(search: search, clock: ContinuousClock()),
      middleware: [searchAnalytics(analytics)])
  }

  var query: String { store.state.query }
  var results: [String] { store.state.results }
  var isSearching: Bool { store.state.isSearching }

  func setQuery(_ query: String) { store.send(.queryChanged(query)) }
}

// The doc comments' samples: a sign-in form, a counter, a logging middleware, a debounced search.

struct AuthState: Equatable {
  var email = ""
  var phase = "editing"
}

enum AuthAction: Sendable {
  case emailChanged(String)
}

enum CounterAction: Sendable {
  case increment
}

struct CounterReducer: Reducer {
  func reduce(into state: inout Int, action: CounterAction) -> Effect<CounterAction> {
    switch action {
    case .increment: state += 1; return .none
    }
  }
}

/// Collects what the logging middleware writes.
@MainActor
final class DebugLog {
  var lines: [String] = []
  func debug(_ line: String) { lines.append(line) }
}

struct SearchDebounce: Hashable, Sendable {}

/// The reducer of `Effect`'s doc comment.
struct SearchChangedReducer: Reducer {
  let search: @Sendable (String) async -> [String]
  let clock: TestClock<Duration>

  func reduce(into state: inout SearchState, action: SearchAction) -> Effect<SearchAction> {
    switch action {
    case .queryChanged(let query):
      state.query = query
      return .run { send in
        await send(.resultsLoaded(await search(query)))
      }
      .debounce(id: SearchDebounce(), for: .milliseconds(250), clock: clock)
    case .resultsLoaded(let results):
      state.results = results
      return .none
    case .failed:
      return .none
    }
  }
}

/// The reducer of `Effect.run`'s doc comment: its search waits on the main actor.
struct MainActorSearchReducer: Reducer {
  let search: @Sendable (String) async throws -> [String]

  func reduce(into state: inout SearchState, action: SearchAction) -> Effect<SearchAction> {
    switch action {
    case .queryChanged(let query):
      state.query = query
      return .run { @MainActor send in
        send(.resultsLoaded(try await search(query)))
      } catch: { error, send in
        await send(.failed("Search failed: \(error)"))
      }
    case .resultsLoaded(let results):
      state.results = results
      return .none
    case .failed(let message):
      state.failure = message
      return .none
    }
  }
}

@MainActor
@Suite("Unidirectional documentation samples")
struct StoreSamples {
  @Test func aMainActorEffectDeliversItsResults() async {
    let store = Store(
      initialState: SearchState(), reducer: MainActorSearchReducer { query in [query + " found"] })
    store.send(.queryChanged("milk"))
    await store.effectsFinished()
    #expect(store.state.results == ["milk found"])
  }

  @Test func typingSearchesOnceForTheLastQuery() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: SearchState(),
      reducer: SearchReducer(search: { query in ["Buy \(query)"] }, clock: clock))
    await store.send(.queryChanged("mi")) {
      $0.query = "mi"
      $0.isSearching = true
    }
    await store.send(.queryChanged("milk")) { $0.query = "milk" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.resultsLoaded(["Buy milk"])) {
      $0.results = ["Buy milk"]
      $0.isSearching = false
    }
    await store.finish()
  }

  @Test("the middleware records searches that found nothing")
  func middleware() async {
    let analytics = Analytics()
    let clock = TestClock()
    let store = TestStore(
      initialState: SearchState(), reducer: SearchReducer(search: { _ in [] }, clock: clock),
      middleware: [searchAnalytics(analytics)])
    await store.send(.queryChanged("zzz")) {
      $0.query = "zzz"
      $0.isSearching = true
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.resultsLoaded([])) { $0.isSearching = false }
    #expect(analytics.events == ["search.empty"])
  }

  @Test("the component model exposes the store's state")
  func componentModel() {
    let model = SearchComponentModel(search: { _ in [] }, analytics: Analytics())
    model.setQuery("")
    #expect(model.query.isEmpty && model.results.isEmpty && !model.isSearching)
  }

  @Test("the doc comments' samples")
  func docComments() async {
    let store = Store<AuthState, AuthAction>(initialState: AuthState()) { state, action in
      switch action {
      case .emailChanged(let email): state.email = email; return .none
      }
    }
    store.send(.emailChanged("ada@example.com"))
    #expect(store.state.email == "ada@example.com")

    let counter = Store(initialState: 0, reducer: CounterReducer())
    counter.send(.increment)
    #expect(counter.state == 1)

    let logger = DebugLog()
    let logging = Middleware<AuthState, AuthAction> { action, before, after in
      logger.debug("\(action): \(before.phase) → \(after.phase)")
      return .none
    }
    let logged = Store<AuthState, AuthAction>(initialState: AuthState(), middleware: [logging]) {
      state, action in
      switch action {
      case .emailChanged(let email): state.email = email; return .none
      }
    }
    logged.send(.emailChanged("a"))
    #expect(logger.lines == ["emailChanged(\"a\"): editing → editing"])

    let clock = TestClock()
    let search = TestStore(
      initialState: SearchState(), reducer: SearchChangedReducer(search: { query in [query] }, clock: clock))
    await search.send(.queryChanged("tea")) { $0.query = "tea" }
    await clock.advance(by: .milliseconds(250))
    await search.receive(.resultsLoaded(["tea"])) { $0.results = ["tea"] }
  }
}

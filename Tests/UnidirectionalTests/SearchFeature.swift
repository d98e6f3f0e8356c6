import Unidirectional

/// A small search feature used by the store tests: a query, debounced loading, results.
struct SearchState: Equatable {
  var query = ""
  var results: [String] = []
  var isLoading = false
  var log: [String] = []
}

enum SearchAction: Equatable, Sendable {
  case queryChanged(String)
  case resultsLoaded([String])
  case cancelSearch
  case record(String)
}

struct SearchReducer: Reducer {
  struct DebounceID: Hashable, Sendable {}
  let clock: any Clock<Duration>
  let search: @Sendable (String) async -> [String]

  func reduce(into state: inout SearchState, action: SearchAction) -> Effect<SearchAction> {
    switch action {
    case .queryChanged(let query):
      state.query = query
      state.isLoading = true
      let search = self.search
      return .run { send in
        await send(.resultsLoaded(await search(query)))
      }
      .debounce(id: DebounceID(), for: .milliseconds(300), clock: clock)
    case .resultsLoaded(let results):
      state.results = results
      state.isLoading = false
      return .none
    case .cancelSearch:
      state.isLoading = false
      return .cancel(id: DebounceID())
    case .record(let entry):
      state.log.append(entry)
      return .none
    }
  }
}

/// A catalogue search used by ``SearchReducer`` in tests.
@Sendable func searchCatalogue(_ query: String) async -> [String] {
  ["Buy milk", "Mill visit", "Call Ada"].filter { $0.lowercased().contains(query.lowercased()) }
}

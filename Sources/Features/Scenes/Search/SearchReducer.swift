import Services
import Unidirectional

/// The search scene's state: the query as typed and the results for it.
public struct SearchState<Hit: Equatable & Sendable>: Equatable, Sendable {
  public var query = ""
  /// Results for ``resultsQuery``.
  public var results: [Hit] = []
  /// The query the results belong to (they lag the typed query while a search is pending).
  public var resultsQuery = ""
  public var isSearching = false
  public var errorMessage: String?

  public init(query: String = "") {
    self.query = query
  }
}

/// What can happen in the search scene.
public enum SearchAction<Hit: Equatable & Sendable>: Equatable, Sendable {
  case queryChanged(String)
  case retry
  case loaded(query: String, [Hit])
  case failed(query: String, String)
}

/// Searches as the user types: each keystroke restarts a short debounce on the injected
/// clock, and only the latest query's results are kept.
///
/// The debounce (`delay`, 150 ms unless given) is a choice, and the screen says so: from the key
/// to the results the status line reads "Searching…" (``SearchState/isSearching`` is set at
/// the key, not when the query starts). It is shorter than a pause between words and longer
/// than the gap between keys of a fast typist (about 120 ms at 100 words a minute), so a word
/// typed at speed runs one query, not one per letter; the query itself costs a few
/// milliseconds even at a million tasks.
public struct SearchReducer<Hit: Equatable & Sendable>: Reducer {
  struct DebounceID: Hashable, Sendable {}

  let clock: any Clock<Duration>
  let delay: Duration
  let search: @Sendable (String) async throws -> [Hit]

  public init(
    clock: any Clock<Duration>, delay: Duration = .milliseconds(150),
    search: @escaping @Sendable (String) async throws -> [Hit]
  ) {
    self.clock = clock
    self.delay = delay
    self.search = search
  }

  public func reduce(
    into state: inout SearchState<Hit>, action: SearchAction<Hit>
  ) -> Effect<SearchAction<Hit>> {
    switch action {
    case .queryChanged(let query):
      state.query = query
      return start(&state)
    case .retry:
      return start(&state)
    case .loaded(let query, let hits):
      guard query == state.query else { return .none }
      state.results = hits
      state.resultsQuery = query
      state.isSearching = false
      return .none
    case .failed(let query, let message):
      guard query == state.query else { return .none }
      state.isSearching = false
      state.errorMessage = message
      return .none
    }
  }

  private func start(_ state: inout SearchState<Hit>) -> Effect<SearchAction<Hit>> {
    state.errorMessage = nil
    let query = state.query.trimmingWhitespace
    guard !query.isEmpty else {
      state.results = []
      state.resultsQuery = state.query
      state.isSearching = false
      return .cancel(id: DebounceID())
    }
    state.isSearching = true
    let (typed, search) = (state.query, self.search)
    // On the main actor: the search only waits (for the database's reader), and its results go
    // to the main actor (the cache, then the store), so reading the session, writing the cache
    // and sending the results switch no thread.
    return .run { @MainActor send in
      await send(.loaded(query: typed, try await search(query)))
    } catch: { error, send in
      await send(.failed(query: typed, message(for: error)))
    }
    .debounce(id: DebounceID(), for: delay, clock: clock)
  }
}

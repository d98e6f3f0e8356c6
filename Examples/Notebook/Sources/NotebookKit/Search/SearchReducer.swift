import Switchyard

/// Searches as the user types: each change restarts a short debounce on the injected clock, so
/// only a pause in typing reaches the service, and an answer to an older query is dropped.
struct SearchReducer: Reducer {
  /// How long typing must pause before a search starts.
  static let debounce = Duration.milliseconds(300)

  let clock: any Clock<Duration>
  let search: @Sendable (String) async throws -> [Note.ID]

  func reduce(into state: inout SearchState, action: SearchAction) -> Effect<SearchAction> {
    switch action {
    case .queryChanged(let query):
      state.query = query
      state.failure = nil
      guard query.contains(where: { !$0.isWhitespace }) else {
        state.results = []
        state.isSearching = false
        return .cancel(id: DebounceID())
      }
      state.isSearching = true
      let search = self.search
      return .run { send in
        await send(.resultsLoaded(query: query, try await search(query)))
      } catch: { error, send in
        await send(.searchFailed(query: query, String(describing: error)))
      }
      .debounce(id: DebounceID(), for: Self.debounce, clock: clock)

    case .resultsLoaded(let query, let results):
      guard query == state.query else { return .none }
      state.results = results
      state.isSearching = false
      return .none

    case .searchFailed(let query, let message):
      guard query == state.query else { return .none }
      state.failure = message
      state.isSearching = false
      return .none
    }
  }

  private struct DebounceID: Hashable, Sendable {}
}

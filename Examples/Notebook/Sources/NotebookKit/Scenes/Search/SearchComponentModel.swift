import Observation
import Switchyard

/// The live search: a `Store` running `SearchReducer` on the container's clock, with analytics
/// middleware. The store keeps note ids; the notes are read from the cache, so an edit or a
/// deletion shows in the results at once.
@Observable @MainActor
final class SearchComponentModel: SearchComponentModelProtocol {
  var onEvent: (SearchEvent) -> Void = { _ in }
  var selectedID: Note.ID?
  @ObservationIgnored private let cache: DataCache<Library>
  private let store: Store<SearchState, SearchAction>

  init(container: NotebookContainer) {
    cache = container.cache
    let notes = container.notes
    store = Store(
      initialState: SearchState(),
      reducer: SearchReducer(clock: container.clock) { try await notes.search($0) },
      middleware: [.analytics(container.analytics)], work: container.work)
  }

  var query: String { store.state.query }
  var isSearching: Bool { store.state.isSearching }
  var failure: String? { store.state.failure }

  var results: [Note] {
    let library = cache.value
    return store.state.results.compactMap { library.note($0) }
  }

  func setQuery(_ query: String) { store.send(.queryChanged(query)) }
  /// Searches again for the same query (the reducer starts a new search for it).
  func retry() { store.send(.queryChanged(store.state.query)) }
  func open(_ id: Note.ID) { onEvent(.open(id)) }
}

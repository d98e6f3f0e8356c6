import Observation
import Switchyard

/// A search scene for snapshots and tests.
@Observable @MainActor
final class SearchComponentModelMock: SearchComponentModelProtocol {
  var onEvent: (SearchEvent) -> Void = { _ in }
  var query: String
  var results: [Note]
  var isSearching = false
  var failure: String?
  var selectedID: Note.ID?
  private(set) var retries = 0

  init(query: String = "", results: [Note] = []) {
    self.query = query
    self.results = results
  }

  func setQuery(_ query: String) { self.query = query }
  func retry() { retries += 1 }
  func open(_ id: Note.ID) { onEvent(.open(id)) }
}

/// The search scene's state: the query as typed and the notes found for it.
struct SearchState: Equatable, Sendable {
  var query = ""
  var results: [Note.ID] = []
  var isSearching = false
  var failure: String?
}

/// What can happen while searching.
enum SearchAction: Equatable, Sendable {
  /// The user changed the query.
  case queryChanged(String)
  /// The service answered `query`.
  case resultsLoaded(query: String, [Note.ID])
  /// The service could not answer `query`.
  case searchFailed(query: String, String)
}

import Switchyard

extension SearchComponentModelProtocol {
  /// What the results area shows: the notes found, or why there are none — no query yet, the
  /// search on its way, no match, or a failed search with a retry.
  var state: ComponentState<[Note]> {
    if let failure {
      let retry = StateAction(
        "Retry", command: NotebookKeymaps.Search.retry, in: NotebookKeymaps.Search.keymap
      ) {
        [weak self] in self?.retry()
      }
      return .error(StateInfo("The search failed", message: failure, action: retry))
    }
    guard query.contains(where: { !$0.isWhitespace }) else {
      return .empty(
        StateInfo("Search every note", message: "Type words from a title or a text; notes show as you type."))
    }
    let results = self.results
    guard results.isEmpty else { return .ready(results) }
    if isSearching { return .loading }
    return .empty(StateInfo("No notes match “\(query)”", message: "Try fewer words, or other ones."))
  }
}

import Services
import TerminalUI

extension SearchComponentModelProtocol {
  /// What the results area shows: the results, or why there are none — no query yet, the
  /// search on its way (said at once), no match, or a failed search with a retry.
  public var state: ComponentState<[TaskItem]> {
    if let errorMessage {
      let retry = StateAction("Retry", command: AppKeymaps.Search.retry, in: AppKeymaps.Search.keymap) {
        [weak self] in self?.retry()
      }
      return .error(StateInfo("The search failed", message: errorMessage, action: retry))
    }
    let query = query.trimmingWhitespace
    if query.isEmpty {
      return .empty(
        StateInfo("Search your tasks", message: "Type words from a title or notes; results show as you type.")
      )
    }
    let results = self.results
    guard results.isEmpty else { return .ready(results) }
    // Said at once, not after the loading state's delay: the search waits out a short
    // pause after each key before it runs, and the user should see it is coming.
    if isSearching {
      return .empty(
        StateInfo("Searching…", message: "Results for “\(query)” show as soon as the search has run."))
    }
    return .empty(StateInfo("No tasks match “\(query)”", message: "Try fewer words, or other ones."))
  }
}

import Switchyard

extension NotebookListComponentModelProtocol {
  /// What the list shows: the notebooks, or why there are none — the load on its way, a failed
  /// load with a retry, or no notebook yet.
  var state: ComponentState<[NotebookSummary]> {
    let notebooks = self.notebooks
    guard notebooks.isEmpty else { return .ready(notebooks) }
    if let loadError {
      let retry = StateAction(
        "Retry", command: NotebookKeymaps.Notebooks.retry, in: NotebookKeymaps.Notebooks.keymap
      ) { [weak self] in self?.retry() }
      return .error(StateInfo("Could not load your notebooks", message: loadError, action: retry))
    }
    if isLoading { return .loading }
    return .empty(
      StateInfo(
        "No notebooks yet", message: "The notebooks your notes service keeps show here, with their notes."))
  }
}

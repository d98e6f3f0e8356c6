import Observation
import Switchyard

/// A notebook list for snapshots and tests.
@Observable @MainActor
final class NotebookListComponentModelMock: NotebookListComponentModelProtocol {
  var onEvent: (NotebookListEvent) -> Void = { _ in }
  var notebooks: [NotebookSummary]
  var selectedID: Notebook.ID?
  var isLoading = false
  var loadError: String?

  init(notebooks: [NotebookSummary] = []) {
    self.notebooks = notebooks
  }

  func open(_ id: Notebook.ID) { onEvent(.open(id)) }
}

import Foundation
import Observation
import Switchyard

/// A notebook list for snapshots and tests.
@Observable @MainActor
final class NotebookListComponentModelMock: NotebookListComponentModelProtocol {
  var onEvent: (NotebookListEvent) -> Void = { _ in }
  var notebooks: [NotebookSummary]
  /// Every notebook's notes, found by their notebook.
  var notes: [Note]
  var selectedID: UUID?
  var isLoading = false
  var loadError: String?
  private(set) var retries = 0

  init(notebooks: [NotebookSummary] = [], notes: [Note] = []) {
    self.notebooks = notebooks
    self.notes = notes
  }

  func notes(in notebook: Notebook.ID) -> [Note] { notes.filter { $0.notebookID == notebook } }

  func retry() { retries += 1 }
  func open(_ id: Notebook.ID) { onEvent(.open(id)) }
  func openNote(_ id: Note.ID) { onEvent(.openNote(id)) }
}

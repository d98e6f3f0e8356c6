import Observation
import Switchyard

/// The live note list of one notebook, read from the cache.
@Observable @MainActor
final class NoteListComponentModel: NoteListComponentModelProtocol {
  var onEvent: (NoteListEvent) -> Void = { _ in }
  var selectedID: Note.ID?
  @ObservationIgnored private let notebookID: Notebook.ID
  @ObservationIgnored private let cache: DataCache<Library>

  init(notebookID: Notebook.ID, cache: DataCache<Library>) {
    self.notebookID = notebookID
    self.cache = cache
  }

  var notes: [Note] { cache.value.notes(in: notebookID) }
  var isLoading: Bool { cache.value.isLoading }

  func open(_ id: Note.ID) { onEvent(.open(id)) }
  func create() { onEvent(.create) }
}

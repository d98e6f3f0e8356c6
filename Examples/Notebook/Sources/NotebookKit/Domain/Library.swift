/// Everything the app shows, held by one `DataCache<Library>`: the single source of truth that
/// services write into and scene models read from.
struct Library: Equatable, Sendable {
  var notebooks: [Notebook] = []
  var notes: [Note] = []
  var isLoading = false
  var loadError: String?

  func notebook(_ id: Notebook.ID) -> Notebook? { notebooks.first { $0.id == id } }

  func note(_ id: Note.ID) -> Note? { notes.first { $0.id == id } }

  /// The notes of one notebook, in the order they were written.
  func notes(in notebook: Notebook.ID) -> [Note] { notes.filter { $0.notebookID == notebook } }
}

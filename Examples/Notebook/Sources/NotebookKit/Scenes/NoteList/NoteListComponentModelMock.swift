import Observation
import Switchyard

/// A note list for snapshots and tests.
@Observable @MainActor
final class NoteListComponentModelMock: NoteListComponentModelProtocol {
  var onEvent: (NoteListEvent) -> Void = { _ in }
  var notes: [Note]
  var selectedID: Note.ID?
  var isLoading = false

  init(notes: [Note] = []) {
    self.notes = notes
  }

  func open(_ id: Note.ID) { onEvent(.open(id)) }
  func create() { onEvent(.create) }
}

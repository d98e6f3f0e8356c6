import Observation
import Switchyard

/// A note detail for snapshots and tests.
@Observable @MainActor
final class NoteDetailComponentModelMock: NoteDetailComponentModelProtocol {
  var onEvent: (NoteDetailEvent) -> Void = { _ in }
  var note: Note?
  var isLoading = false
  var isDeleting = false
  var failure: String?
  private(set) var deletions = 0

  init(note: Note?) {
    self.note = note
  }

  func edit() { onEvent(.edit) }
  func requestDelete() { onEvent(.requestDelete) }
  func delete() { deletions += 1 }
}

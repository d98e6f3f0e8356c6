import Observation
import Switchyard

/// The live note detail: the note from the cache, deleted through the container.
@Observable @MainActor
final class NoteDetailComponentModel: NoteDetailComponentModelProtocol {
  var onEvent: (NoteDetailEvent) -> Void = { _ in }
  private(set) var isDeleting = false
  private(set) var failure: String?
  @ObservationIgnored private let noteID: Note.ID
  @ObservationIgnored private let container: NotebookContainer

  init(noteID: Note.ID, container: NotebookContainer) {
    self.noteID = noteID
    self.container = container
  }

  var note: Note? { container.cache.value.note(noteID) }
  var isLoading: Bool { container.cache.value.isLoading }

  func edit() { onEvent(.edit) }
  func requestDelete() { onEvent(.requestDelete) }

  func delete() {
    guard !isDeleting else { return }
    isDeleting = true
    failure = nil
    container.work.run { [self] in
      defer { isDeleting = false }
      do {
        try await container.delete(noteID)
        onEvent(.deleted)
      } catch {
        failure = String(describing: error)
      }
    }
  }
}

import Observation
import Switchyard

/// The live note editor: checks the title, then saves through the container.
@Observable @MainActor
final class NoteEditorComponentModel: NoteEditorComponentModelProtocol {
  /// What the editor edits.
  enum Subject: Equatable {
    case existing(Note.ID)
    case new(in: Notebook.ID)
  }

  var onEvent: (NoteEditorEvent) -> Void = { _ in }
  var title: String
  var text: String
  let isNew: Bool
  private(set) var isSaving = false
  private(set) var failure: String?
  /// The note as it was when the editor opened; nil when the note to edit no longer exists.
  @ObservationIgnored private let original: Note?
  @ObservationIgnored private let container: NotebookContainer

  init(_ subject: Subject, container: NotebookContainer) {
    switch subject {
    case .existing(let id): (original, isNew) = (container.cache.value.note(id), false)
    case .new(let notebook): (original, isNew) = (Note(notebookID: notebook, title: ""), true)
    }
    self.container = container
    title = original?.title ?? ""
    text = original?.text ?? ""
    if original == nil { failure = String(describing: NoteServiceError.noSuchNote) }
  }

  func save() {
    guard !isSaving, var note = original else { return }
    guard title.contains(where: { !$0.isWhitespace }) else {
      failure = "A note needs a title."
      return
    }
    note.title = title
    note.text = text
    isSaving = true
    failure = nil
    container.work.run { [self] in
      defer { isSaving = false }
      do {
        try await container.save(note)
        onEvent(.saved(note.id))
      } catch {
        failure = String(describing: error)
      }
    }
  }

  func cancel() { onEvent(.cancelled) }
}

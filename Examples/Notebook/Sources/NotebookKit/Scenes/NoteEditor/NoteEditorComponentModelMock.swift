import Observation
import Switchyard

/// A note editor for snapshots and tests.
@Observable @MainActor
final class NoteEditorComponentModelMock: NoteEditorComponentModelProtocol {
  var onEvent: (NoteEditorEvent) -> Void = { _ in }
  var title: String
  var text: String
  var isNew: Bool
  var isSaving = false
  var failure: String?
  private(set) var saves = 0

  init(title: String = "", text: String = "", isNew: Bool = true) {
    self.title = title
    self.text = text
    self.isNew = isNew
  }

  func save() { saves += 1 }
  func cancel() { onEvent(.cancelled) }
}

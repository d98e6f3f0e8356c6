import Foundation
import Switchyard

/// The mocks the previews show in their loading, empty and error states (the component-state
/// tests draw the same ones).
extension NotebookPreviews {
  /// The notebook list with no notebooks: loading or failed as asked.
  @MainActor static func emptyNotebookList(
    loading: Bool = false, failure: String? = nil
  )
    -> NotebookListComponentModelMock
  {
    let model = NotebookListComponentModelMock()
    model.isLoading = loading
    model.loadError = failure
    return model
  }

  /// A notebook's note list with no notes: loading as asked.
  @MainActor static func emptyNoteList(loading: Bool = false) -> NoteListComponentModelMock {
    let model = NoteListComponentModelMock()
    model.isLoading = loading
    return model
  }

  /// A note's detail with no note: loading, or the note deleted.
  @MainActor static func missingNote(loading: Bool) -> NoteDetailComponentModelMock {
    let model = NoteDetailComponentModelMock(note: nil)
    model.isLoading = loading
    return model
  }

  /// Search for `query` with no results: searching or failed as asked.
  @MainActor static func search(
    _ query: String, searching: Bool = false, failure: String? = nil
  )
    -> SearchComponentModelMock
  {
    let model = SearchComponentModelMock(query: query)
    model.isSearching = searching
    model.failure = failure
    return model
  }

  static let offline = "The notes service did not answer."
}

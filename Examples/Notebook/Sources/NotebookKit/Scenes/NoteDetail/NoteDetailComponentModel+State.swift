import Switchyard

extension NoteDetailComponentModelProtocol {
  /// What the scene shows: the note, or why it cannot — the notes on their way, or the note
  /// deleted.
  var state: ComponentState<Note> {
    if let note { return .ready(note) }
    if isLoading { return .loading }
    return .empty(
      StateInfo("This note was deleted", message: "Its notebook and the search no longer list it."))
  }
}

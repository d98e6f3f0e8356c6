import Switchyard

extension NoteListComponentModelProtocol {
  /// What the list shows: the notebook's notes, or why there are none — the notes on their
  /// way, or none written yet, with a way to write the first.
  var state: ComponentState<[Note]> {
    let notes = self.notes
    guard notes.isEmpty else { return .ready(notes) }
    if isLoading { return .loading }
    let create = StateAction(
      "New note", command: NotebookKeymaps.NoteList.create, in: NotebookKeymaps.NoteList.keymap
    ) { [weak self] in self?.create() }
    return .empty(
      StateInfo("No notes in this notebook", message: "Notes you write here stay in it.", action: create))
  }
}

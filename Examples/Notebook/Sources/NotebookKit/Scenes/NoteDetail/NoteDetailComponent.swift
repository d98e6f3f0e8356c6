import Switchyard

/// What the note detail reports to its coordinator.
enum NoteDetailEvent: Equatable, Sendable {
  case edit
  /// The user asked to delete the note: the coordinator asks them to confirm.
  case requestDelete
  case deleted
}

/// What the note detail shows and can do.
@MainActor
protocol NoteDetailComponentModelProtocol: ComponentModel where Event == NoteDetailEvent {
  /// The note, or nil once it has been deleted.
  var note: Note? { get }
  /// Whether the notes are on their way (the app's first load has not finished).
  var isLoading: Bool { get }
  var isDeleting: Bool { get }
  var failure: String? { get }
  func edit()
  func requestDelete()
  /// Deletes the note (after the user confirmed).
  func delete()
}

/// One note in full, its text drawn as Markdown; `e` edits it, `d` deletes it.
struct NoteDetailComponent<Model: NoteDetailComponentModelProtocol>: View {
  @StateObject var model: Model

  init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  var body: some View {
    VStack(spacing: 1) {
      ComponentStateView(model.state) { note in
        Text(note.title).bold()
        if note.text.isEmpty {
          Text("(empty)").foregroundStyle(.muted)
        } else {
          MarkdownText(note.text)
        }
      }
      StatusLine(isBusy: model.isDeleting, failure: model.failure)
    }
    .keymap(
      [
        KeyCommand(NotebookKeymaps.NoteDetail.edit) { model.edit() },
        KeyCommand(NotebookKeymaps.NoteDetail.delete) { model.requestDelete() },
      ], in: NotebookKeymaps.NoteDetail.keymap)
  }
}

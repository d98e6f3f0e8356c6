import Switchyard

/// What a notebook's note list reports to its coordinator.
enum NoteListEvent: Equatable, Sendable {
  case open(Note.ID)
  case create
}

/// What a note list shows and can do.
@MainActor
protocol NoteListComponentModelProtocol: ComponentModel where Event == NoteListEvent {
  var notes: [Note] { get }
  var selectedID: Note.ID? { get set }
  /// Whether the notes are on their way (the app's first load has not finished).
  var isLoading: Bool { get }
  func open(_ id: Note.ID)
  func create()
}

/// The notes of one notebook, with the start of each text; Enter opens one, `n` writes a new one.
struct NoteListComponent<Model: NoteListComponentModelProtocol>: View {
  @StateObject var model: Model

  init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  var body: some View {
    ComponentStateView(model.state) { notes in
      List(notes, selection: Binding(model, \.selectedID), onSubmit: { model.open($0.id) }) { note in
        HStack(spacing: 2) {
          Text(note.title).bold()
          Text(note.text).foregroundStyle(.muted)
        }
      }
    }
    .keymap(
      [KeyCommand(NotebookKeymaps.NoteList.create) { model.create() }], in: NotebookKeymaps.NoteList.keymap)
  }
}

import Foundation
import Switchyard

/// What the notebook list reports to its coordinator.
enum NotebookListEvent: Equatable, Sendable {
  /// A notebook's page: its notes, where new ones are written.
  case open(Notebook.ID)
  /// A note, opened from under its notebook.
  case openNote(Note.ID)
}

/// One notebook of the list.
struct NotebookSummary: Identifiable, Equatable, Sendable {
  let id: Notebook.ID
  let name: String
  let noteCount: Int
}

/// What the notebook list shows and can do.
@MainActor
protocol NotebookListComponentModelProtocol: ComponentModel where Event == NotebookListEvent {
  var notebooks: [NotebookSummary] { get }
  /// The highlighted row: a notebook's id, or a note's.
  var selectedID: UUID? { get set }
  var isLoading: Bool { get }
  var loadError: String? { get }
  /// Loads the notebooks again, after a failed load.
  func retry()
  /// A notebook's notes, asked for only while it is expanded.
  func notes(in notebook: Notebook.ID) -> [Note]
  func open(_ id: Notebook.ID)
  func openNote(_ id: Note.ID)
}

/// The notebooks as an outline, each with how many notes it holds: → (or Space) shows a
/// notebook's notes under it, Enter opens the highlighted notebook or note.
struct NotebookListComponent<Model: NotebookListComponentModelProtocol>: View {
  @StateObject var model: Model

  init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  var body: some View {
    ComponentStateView(model.state) { notebooks in
      OutlineGroup(
        notebooks.map(LibraryRow.notebook), hasChildren: Self.hasNotes, children: notes,
        selection: Binding(model, \.selectedID), onSubmit: open
      ) { row in
        switch row {
        case .notebook(let notebook):
          HStack {
            Text(notebook.name)
            Spacer()
            Text(notebook.noteCount == 1 ? "1 note" : "\(notebook.noteCount) notes").foregroundStyle(.muted)
          }
        case .note(let note):
          HStack(spacing: 2) {
            Text(note.title)
            Text(note.text).foregroundStyle(.muted)
          }
        }
      }
    }
    .keymap(
      [KeyCommand(NotebookKeymaps.Notebooks.retry) { model.retry() }], in: NotebookKeymaps.Notebooks.keymap)
  }

  static func hasNotes(_ row: LibraryRow) -> Bool {
    if case .notebook(let notebook) = row { notebook.noteCount > 0 } else { false }
  }

  func notes(_ row: LibraryRow) -> [LibraryRow]? {
    guard case .notebook(let notebook) = row else { return nil }
    return model.notes(in: notebook.id).map(LibraryRow.note)
  }

  func open(_ row: LibraryRow) {
    switch row {
    case .notebook(let notebook): model.open(notebook.id)
    case .note(let note): model.openNote(note.id)
    }
  }
}

import Switchyard

/// What the search scene reports to its coordinator.
enum SearchEvent: Equatable, Sendable {
  case open(Note.ID)
}

/// What the search scene shows and can do.
@MainActor
protocol SearchComponentModelProtocol: ComponentModel where Event == SearchEvent {
  var query: String { get }
  var results: [Note] { get }
  var isSearching: Bool { get }
  var failure: String? { get }
  var selectedID: Note.ID? { get set }
  func setQuery(_ query: String)
  /// Searches again after a failure.
  func retry()
  func open(_ id: Note.ID)
}

/// Search over every note as you type; ↓ goes to the results, Enter opens one.
struct SearchComponent<Model: SearchComponentModelProtocol>: View {
  @StateObject var model: Model

  init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  var body: some View {
    VStack {
      TextField("Search notes", text: Binding(get: { model.query }, set: { model.setQuery($0) }))
      ComponentStateView(model.state) { results in
        List(results, selection: Binding(model, \.selectedID), onSubmit: { model.open($0.id) }) { note in
          HStack(spacing: 2) {
            Text(note.title).bold()
            Text(note.text).foregroundStyle(.muted)
          }
        }
      }
    }
    .keymap([KeyCommand(NotebookKeymaps.Search.retry) { model.retry() }], in: NotebookKeymaps.Search.keymap)
  }
}

import Switchyard

/// What the notebook list reports to its coordinator.
enum NotebookListEvent: Equatable, Sendable {
  case open(Notebook.ID)
}

/// One row of the notebook list.
struct NotebookSummary: Identifiable, Equatable, Sendable {
  let id: Notebook.ID
  let name: String
  let noteCount: Int
}

/// What the notebook list shows and can do.
@MainActor
protocol NotebookListComponentModelProtocol: ComponentModel where Event == NotebookListEvent {
  var notebooks: [NotebookSummary] { get }
  var selectedID: Notebook.ID? { get set }
  var isLoading: Bool { get }
  var loadError: String? { get }
  func open(_ id: Notebook.ID)
}

/// The notebooks, each with how many notes it holds; Enter opens one.
struct NotebookListComponent<Model: NotebookListComponentModelProtocol>: View {
  @StateObject var model: Model

  init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  var body: some View {
    VStack {
      StatusLine(isBusy: model.isLoading, failure: model.loadError)
      List(
        model.notebooks, selection: Binding(model, \.selectedID),
        emptyText: model.isLoading ? "" : "No notebooks yet.",
        onSubmit: { model.open($0.id) }
      ) { notebook in
        HStack {
          Text(notebook.name)
          Spacer()
          Text(notebook.noteCount == 1 ? "1 note" : "\(notebook.noteCount) notes").foregroundStyle(.muted)
        }
      }
    }
  }
}

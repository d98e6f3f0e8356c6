import Services
import TerminalUI

/// Full-text search over titles and notes; results update as you type.
public struct SearchComponent<Model: SearchComponentModelProtocol>: View {
  @StateObject var model: Model

  /// The component, showing `model` (made once, when the scene first appears).
  public init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    VStack {
      TextField(
        "Search", text: Binding(get: { model.query }, set: { model.setQuery($0) }),
        prompt: "Search titles and notes")
      // Said from the key on, through the debounce's pause too: results are coming.
      StatusLine(
        isLoading: model.isSearching, error: model.errorMessage, retryHint: "ctrl-r to retry",
        loadingText: "Searching…")
      List(
        model.results, selection: Binding(get: { model.selectedID }, set: { model.selectedID = $0 }),
        emptyText: model.query.isEmpty ? "Type to search." : "No matches.", filter: TaskItem.matches,
        onSubmit: { model.open($0.id) }
      ) { task in
        TaskRowView(task: task, project: nil, today: model.today)
      }
      .keymap(resultKeys, in: AppKeymaps.Search.keymap)
    }
    .keymap([KeyCommand(AppKeymaps.Search.retry) { model.retry() }], in: AppKeymaps.Search.keymap)
  }

  /// The keys the results answer.
  private var resultKeys: [KeyCommand] {
    [
      KeyCommand(AppKeymaps.Search.done) {
        if let id = model.selectedID { model.toggleDone(id) }
      }
    ]
  }
}

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
    // Once a frame, not once a row: the day is worked out from the clock by the calendar.
    let today = model.today
    VStack {
      TextField(
        "Search", text: Binding(get: { model.query }, set: { model.setQuery($0) }),
        prompt: "Search titles and notes")
      // Over the last results, from the key on (through the debounce's pause too): new ones
      // are coming. With no results yet, the state below says it.
      if model.isSearching, !model.results.isEmpty { Text("Searching…").foregroundStyle(.muted) }
      ComponentStateView(model.state) { results in
        List(
          results, selection: Binding(get: { model.selectedID }, set: { model.selectedID = $0 }),
          filter: TaskItem.matches, onSubmit: { model.open($0.id) },
          // A row is built again only when its task (or the day) changed: moving through the
          // results, or results that stay from one key to the next, build none.
          reusingUnchangedRows: today
        ) { task in
          TaskRowView(task: task, project: nil, today: today)
        }
        .keymap(resultKeys, in: AppKeymaps.Search.keymap)
      }
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

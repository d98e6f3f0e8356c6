import Coordinators
import Services
import TerminalUI

/// What the search scene reports.
public enum SearchEvent: Equatable, Sendable {
  case open(TaskItem.ID)
}

/// What the search scene needs from its model.
@MainActor
public protocol SearchComponentModelProtocol: ComponentModel where Event == SearchEvent {
  var query: String { get }
  var results: [TaskItem] { get }
  var isSearching: Bool { get }
  var failure: String? { get }
  var today: Day { get }
  var selectedID: TaskItem.ID? { get set }
  func setQuery(_ query: String)
  func toggleDone(_ id: TaskItem.ID)
  func open(_ id: TaskItem.ID)
  func retry()
}

/// Full-text search over titles and notes; results update as you type.
public struct SearchComponent<Model: SearchComponentModelProtocol>: View {
  @StateObject var model: Model

  /// The component, showing `model` (made once, when the scene first appears).
  public init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    VStack {
      TextField("Search titles and notes", text: Binding(get: { model.query }, set: { model.setQuery($0) }))
      StatusLine(isLoading: model.isSearching, error: model.failure, retryHint: "ctrl-r to retry")
      List(
        model.results, selection: Binding(get: { model.selectedID }, set: { model.selectedID = $0 }),
        emptyText: model.query.isEmpty ? "Type to search." : "No matches.", onSubmit: { model.open($0.id) }
      ) { task in
        TaskRow(task: task, project: nil, today: model.today)
      }
      .onKey(.character(" "), hint: "done") {
        if let id = model.selectedID ?? model.results.first?.id { model.toggleDone(id) }
      }
    }
    .onKey(.control("r")) { model.retry() }
  }
}

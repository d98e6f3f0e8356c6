import Services
import TerminalUI

/// A list of tasks: Inbox (with filters) or one project's tasks.
public struct TaskListComponent<Model: TaskListComponentModelProtocol>: View {
  @StateObject var model: Model

  /// The component, showing `model` (made once, when the scene first appears).
  public init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    VStack {
      if !model.filters.isEmpty { filterBar }
      StatusLine(isLoading: model.isLoading, error: model.errorMessage, retryHint: "r to retry")
      List(
        model.tasks, selection: Binding(get: { model.selectedID }, set: { model.selectedID = $0 }),
        emptyText: "No tasks here. Press n to add one.", onSubmit: { model.open($0.id) }
      ) { task in
        TaskRow(task: task, project: model.project(for: task), today: model.today)
      }
      .onKey(.character(" "), hint: "done") {
        if let id = model.selectedID ?? model.tasks.first?.id { model.toggleDone(id) }
      }
      .onKey(.character("n"), hint: "new task") { model.create() }
      .onKey(.right, hint: model.filters.isEmpty ? nil : "filter") { model.selectFilter(offsetBy: 1) }
      .onKey(.left) { model.selectFilter(offsetBy: -1) }
      .onKey(.character("r")) { model.retry() }
    }
  }

  private var filterBar: some View {
    HStack(spacing: 2) {
      ForEach(model.filters, id: \.filter) { item in
        HStack(spacing: 0) {
          if item.filter == model.filter {
            Text(" \(item.filter.title) ").bold().reverse()
          } else {
            Text(" \(item.filter.title) ")
          }
          Text(" \(item.count)").dim()
        }
      }
    }
  }
}

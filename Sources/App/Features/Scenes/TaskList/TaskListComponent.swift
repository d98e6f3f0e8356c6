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
      if !model.filters.isEmpty || model.sort != .standard { filterBar }
      StatusLine(isLoading: model.isLoading, error: model.errorMessage, retryHint: "r to retry")
      List(
        model.tasks, selection: Binding(get: { model.selectedID }, set: { model.selectedID = $0 }),
        emptyText: model.isLoading ? "" : "No tasks here. Press n to add one.", filter: TaskItem.matches,
        onSubmit: { model.open($0.id) }
      ) { task in
        TaskRowView(task: task, project: model.project(for: task), today: model.today)
      }
      .keymap(keymap)
    }
  }

  /// The keys this screen answers.
  private var keymap: [KeyCommand] {
    [
      KeyCommand(.character(" "), "done", help: "Mark the highlighted task done, or open again") {
        if let id = model.selectedID { model.toggleDone(id) }
      },
      KeyCommand(.character("n"), "new task", help: "Add a task to this list") { model.create() },
      KeyCommand(
        .character("E"), "edit notes",
        help: "Edit the highlighted task's notes in your editor ($VISUAL or $EDITOR)",
        inFooter: false
      ) {
        if let id = model.selectedID { model.editNotes(id) }
      },
      KeyCommand(.character("s"), "sort", help: "Order by due date, priority, newest or title (remembered)") {
        model.cycleSort()
      },
      KeyCommand(
        .right, "filter", help: "Next filter: all, today, overdue, done", inFooter: !model.filters.isEmpty
      ) {
        model.selectFilter(offsetBy: 1)
      },
      KeyCommand(.left, "previous filter", inFooter: false) { model.selectFilter(offsetBy: -1) },
      KeyCommand(.character("r"), "retry", help: "Load the tasks again after a failure", inFooter: false) {
        model.retry()
      },
    ]
  }

  /// The filters with their counts (Inbox), and the order when it is not the list's own.
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
      Spacer()
      if model.sort != .standard { Text("sorted by \(model.sort.title)").dim() }
    }
  }
}

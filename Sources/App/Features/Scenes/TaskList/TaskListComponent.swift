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
      .keymap(keymap, in: AppKeymaps.TaskList.keymap)
    }
  }

  /// The keys this screen answers.
  private var keymap: [KeyCommand] {
    [
      KeyCommand(AppKeymaps.TaskList.done) {
        if let id = model.selectedID { model.toggleDone(id) }
      },
      KeyCommand(AppKeymaps.TaskList.create) { model.create() },
      KeyCommand(AppKeymaps.TaskList.editNotes) {
        if let id = model.selectedID { model.editNotes(id) }
      },
      KeyCommand(AppKeymaps.TaskList.sort) {
        model.cycleSort()
      },
      KeyCommand(AppKeymaps.TaskList.nextFilter, shownAs: "filter", inFooter: !model.filters.isEmpty) {
        model.selectFilter(offsetBy: 1)
      },
      KeyCommand(AppKeymaps.TaskList.previousFilter) { model.selectFilter(offsetBy: -1) },
      KeyCommand(AppKeymaps.TaskList.retry) {
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
            Text(" \(item.filter.title) ").foregroundStyle(.selection).bold()
          } else {
            Text(" \(item.filter.title) ")
          }
          Text(" \(item.count)").foregroundStyle(.muted)
        }
      }
      Spacer()
      if model.sort != .standard { Text("sorted by \(model.sort.title)").foregroundStyle(.muted) }
    }
  }
}

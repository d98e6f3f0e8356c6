import Services
import TerminalUI

/// A list of tasks: Inbox (with filters) or one project's tasks, as a table sorted by the
/// column whose title is clicked (or `s`/`S`: the next column, the other way round).

public struct TaskListComponent<Model: TaskListComponentModelProtocol>: View {
  @StateObject var model: Model

  /// The component, showing `model` (made once, when the scene first appears).
  public init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    VStack {
      if !model.filters.isEmpty { filterBar }
      ComponentStateView(model.state) { tasks in
        VStack {
          // A problem while the rows show (some could not be read, the file was replaced).
          StatusLine(isLoading: model.isLoading, error: model.errorMessage, retryHint: "r to retry")
          // On a wide terminal the highlighted task's detail shows beside the rows.
          SidePane(shownFrom: Self.wideWidth, paneWidth: Self.paneWidth) {
            table(tasks)
          } pane: {
            if let task = model.highlightedTask {
              TaskSummary(task: task, projectName: model.highlightedProjectName, today: model.today)
                .padding(.horizontal, 1)
            }
          }
        }
      }
      .keymap(keymap, in: AppKeymaps.TaskList.keymap)
    }
    .onAppear { model.appear() }
  }

  /// The terminal's width from which the highlighted task's detail shows beside the list.
  static var wideWidth: Int { 160 }
  /// The columns of that detail.
  static var paneWidth: Int { 56 }
  /// The most columns a title takes.
  static var titleWidth: Int { 72 }

  /// The tasks, sorted by the column chosen (a row whose page is still being read is a muted
  /// placeholder).
  private func table(_ tasks: Model.Rows) -> some View {
    // Read once a frame, not once a row: the day (a calendar computation) and the projects.
    let today = model.today
    let projectNames = model.showsProjects ? model.projectNames : [:]
    return Table(
      tasks, selection: Binding(get: { model.selectedID }, set: { model.selectedID = $0 }),
      sortOrder: Binding(get: { model.sortOrder }, set: { model.sortOrder = $0 }),
      onSubmit: { model.open($0.id) }
    ) {
      // A click on `[ ]` marks the task done (Space does from the keyboard).
      TableColumn("") { task in
        if !task.isPlaceholder { DoneBox(isDone: task.isDone).onClick { model.toggleDone(task.id) } }
      }
      .width(3)
      TableColumn("Title", sortUsing: TaskOrder(.title)) { task in
        if task.isPlaceholder {
          Text(task.title).foregroundStyle(.muted)
        } else {
          TitleLabel(task: task)
        }
      }
      // Capped, so on a wide terminal the other columns stay near the title; the room left
      // is after the last column.
      .width(max: Self.titleWidth)
      TableColumn("Priority", sortUsing: TaskOrder(.priority)) { task in
        PriorityMark(priority: task.priority)
      }
      .fittingContent()
      if model.showsProjects {
        TableColumn("Project", sortUsing: TaskOrder(.project)) { task in
          Text(task.projectID.flatMap { projectNames[$0] } ?? "").foregroundStyle(.info)
        }
        .fittingContent(max: 20)
      }
      TableColumn("Due", sortUsing: TaskOrder(.due)) { task in
        if let due = task.due { DueLabel(task: task, due: due, today: today) }
      }
      .fittingContent()
    }
    // A row is built again only when its task, the day or the project names change: ↓ and
    // Space build one or two rows, not a screenful.
    .reusingUnchangedRows(dependingOn: RowInputs(today: today, projectNames: projectNames))
    .onVisibleRowsChange { model.rowsShown($0) }
    // The model filters: the whole list through SQL, not the loaded rows.
    .searchable(
      text: Binding(get: { model.filterText }, set: { model.filterText = $0 }),
      resultsPending: !model.filterText.isEmpty && model.isLoading)
  }

  /// What the cells read besides their task.
  private struct RowInputs: Equatable {
    let today: Day
    let projectNames: [Project.ID: String]
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
      KeyCommand(AppKeymaps.TaskList.nextFilter, shownAs: "next filter", inFooter: !model.filters.isEmpty) {
        model.selectFilter(offsetBy: 1)
      },
      KeyCommand(AppKeymaps.TaskList.previousFilter) { model.selectFilter(offsetBy: -1) },
      KeyCommand(AppKeymaps.TaskList.retry) {
        model.retry()
      },
    ]
  }

  /// The filters with their counts (Inbox); a click on one chooses it.
  private var filterBar: some View {
    let filters = model.filters
    let current = filters.firstIndex { $0.filter == model.filter } ?? 0
    return HStack(spacing: 2) {
      ForEach(Array(filters.enumerated()), id: \.element.filter) { index, item in
        HStack(spacing: 0) {
          if item.filter == model.filter {
            Text(" \(item.filter.title) ").foregroundStyle(.selection).bold()
            PlainLineNote("(selected) ")
          } else {
            Text(" \(item.filter.title) ")
          }
          Text(" \(item.count)").foregroundStyle(.muted)
        }
        .onClick { model.selectFilter(offsetBy: index - current) }
      }
    }
  }
}

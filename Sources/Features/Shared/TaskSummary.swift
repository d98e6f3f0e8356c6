import Services
import TerminalUI

/// A task in full, for reading: done or open, the whole title, due date, priority, project
/// and notes. The task detail screen shows it (with its keys), and a task list on a wide
/// terminal beside the rows, for the highlighted task.
struct TaskSummary: View {
  let task: TaskItem
  /// The task's project's name (nil: none).
  let projectName: String?
  let today: Day

  var body: some View {
    VStack(spacing: 1) {
      HStack(alignment: .top) {
        Text(task.isDone ? "[x] Done" : "[ ] Open").foregroundStyle(task.isDone ? .success : .warning)
        Text(task.title).bold().wrapped()
      }
      VStack {
        Text("Due:      \(task.due.map(describe) ?? "no due date")")
        Text("Priority: \(task.priority)")
        Text("Project:  \(projectName ?? "none")")
      }
      if !task.notes.isEmpty {
        Text(task.notes).wrapped().border(title: "Notes")
      }
      Spacer()
    }
  }

  private func describe(_ due: Day) -> String {
    let shown = DayDisplay.string(due)
    return due == today ? "\(shown) (today)" : due < today ? "\(shown) (overdue)" : shown
  }
}

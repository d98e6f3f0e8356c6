import Services
import TerminalUI

/// One task in a list: done box, priority, title, project and due date. A long title is cut
/// (with an ellipsis) so the project and the due date always show.
struct TaskRowView: View {
  let task: TaskItem
  let project: Project?
  let today: Day

  var body: some View {
    HStack {
      Text(task.isDone ? "[x]" : "[ ]").foregroundStyle(task.isDone ? .success : .muted)
      priority
      Text(task.title).dim(task.isDone).frame(maxWidth: .max)
      if let project { Text(project.name).foregroundStyle(.info) }
      if let due = task.due { dueLabel(due) }
    }
  }

  @ViewBuilder private var priority: some View {
    switch task.priority {
    case .high: Text("!!!").foregroundStyle(.danger).bold()
    case .medium: Text("!! ").foregroundStyle(.warning)
    case .low: Text("!  ").foregroundStyle(.info)
    case .none: Text("   ")
    }
  }

  @ViewBuilder
  private func dueLabel(_ due: Day) -> some View {
    if task.isDone {
      Text(DayDisplay.string(due)).foregroundStyle(.muted)
    } else if due < today {
      Text(DayDisplay.string(due)).foregroundStyle(.danger)
    } else if due == today {
      Text("today").foregroundStyle(.warning).bold()
    } else {
      Text(DayDisplay.string(due))
    }
  }
}

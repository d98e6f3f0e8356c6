import Services
import TerminalUI

/// One task in a list: done box, priority, title (after a mark when it has notes), project
/// and due date. A long title is cut (with an ellipsis) so the project and the due date always show.
struct TaskRowView: View {
  let task: TaskItem
  let project: Project?
  let today: Day

  var body: some View {
    HStack {
      DoneBox(isDone: task.isDone)
      PriorityMark(priority: task.priority)
      TitleLabel(task: task).frame(maxWidth: .max)
      if let project { Text(project.name).foregroundStyle(.info) }
      if let due = task.due { DueLabel(task: task, due: due, today: today) }
    }
  }
}

import Services
import TerminalUI

/// A task's done box: `[x]` in the success colour, `[ ]` muted.
struct DoneBox: View {
  let isDone: Bool

  var body: some View {
    Text(isDone ? "[x]" : "[ ]").foregroundStyle(isDone ? .success : .muted)
  }
}

/// A priority as marks three cells wide: `!!!` high (bold, danger), `!!` medium, `!` low.
struct PriorityMark: View {
  let priority: Priority

  var body: some View {
    switch priority {
    case .high: Text("!!!").foregroundStyle(.danger).bold()
    case .medium: Text("!! ").foregroundStyle(.warning)
    case .low: Text("!  ").foregroundStyle(.info)
    case .none: Text("   ")
    }
  }
}

/// A task's due date as a list shows it: `today` stands out, an overdue date is in the danger
/// colour, a done task's date muted.
struct DueLabel: View {
  let task: TaskItem
  let due: Day
  let today: Day

  var body: some View {
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

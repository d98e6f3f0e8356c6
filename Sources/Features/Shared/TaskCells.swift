import Services
import TerminalUI

/// A task's done box: `[x]` in the success colour, `[ ]` muted.
struct DoneBox: View {
  let isDone: Bool

  var body: Text {
    Text(isDone ? "[x]" : "[ ]").foregroundStyle(isDone ? .success : .muted)
  }
}

/// A priority as marks three cells wide: `!!!` high (bold, danger), `!!` medium, `!` low.
///
/// One `Text` whatever the priority, not a view per case: a list builds a row's cells for each
/// new row it shows, and a branch is one more view to build.
struct PriorityMark: View {
  let priority: Priority

  var body: Text {
    switch priority {
    case .high: return Text("!!!").foregroundStyle(.danger).bold()
    case .medium: return Text("!! ").foregroundStyle(.warning)
    case .low: return Text("!  ").foregroundStyle(.info)
    case .none: return Text("   ")
    }
  }
}

/// A task's due date as a list shows it: `today` stands out, an overdue date is in the danger
/// colour, a done task's date muted. One `Text` in every case, as ``PriorityMark``.
struct DueLabel: View {
  let task: TaskItem
  let due: Day
  let today: Day

  var body: Text {
    if task.isDone { return Text(DayDisplay.string(due)).foregroundStyle(.muted) }
    if due < today { return Text(DayDisplay.string(due)).foregroundStyle(.danger) }
    if due == today { return Text("today").foregroundStyle(.warning).bold() }
    return Text(DayDisplay.string(due))
  }
}

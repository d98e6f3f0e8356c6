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

/// A task's due date as a list shows it (``DayDisplay/listString(_:today:)``): `today` stands
/// out, an overdue date is marked `! ` and bold in the danger colour — the mark and the bold
/// stay without colour (`NO_COLOR`, plain mode) — and a done task's date is muted. One `Text` in
/// every case, as ``PriorityMark``.
struct DueLabel: View {
  let task: TaskItem
  let due: Day
  let today: Day

  /// What marks an overdue date, in every mode.
  static let overdueMark = "! "

  var body: Text {
    let shown = DayDisplay.listString(due, today: today)
    if task.isDone { return Text(shown).foregroundStyle(.muted) }
    if due < today { return Text(Self.overdueMark + shown).foregroundStyle(.danger).bold() }
    if due == today { return Text(shown).foregroundStyle(.warning).bold() }
    return Text(shown)
  }
}

/// A task's title as a list shows it, dimmed when done, after `✎ ` when the task has notes
/// (a mark that is text, so it shows in every mode). One `Text`, as ``PriorityMark``.
struct TitleLabel: View {
  let task: TaskItem

  /// What marks a task with notes.
  static let notesMark = "✎ "

  var body: Text {
    Text(task.notes.isEmpty ? task.title : Self.notesMark + task.title).dim(task.isDone)
  }
}

import Services
import TerminalUI

/// One task in full, with what can be done to it.
public struct TaskDetailComponent<Model: TaskDetailComponentModelProtocol>: View {
  @StateObject var model: Model

  /// The component, showing `model` (made once, when the scene first appears).
  public init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    if let task = model.task {
      VStack(spacing: 1) {
        HStack(alignment: .top) {
          Text(task.isDone ? "[x] Done" : "[ ] Open").foregroundColor(task.isDone ? .green : .yellow)
          Text(task.title).bold().wrapped()
        }
        VStack {
          Text("Due:      \(task.due.map(describe) ?? "no due date")")
          Text("Priority: \(task.priority)")
          Text("Project:  \(model.projectName ?? "none")")
        }
        if !task.notes.isEmpty {
          Text(task.notes).wrapped().border(title: "Notes")
        }
        StatusLine(isLoading: false, error: model.errorMessage)
        Spacer()
      }
      .focusable()
      .keymap(keymap(for: task))
    } else {
      Text("This task no longer exists.").dim()
    }
  }

  /// The keys this screen answers.
  private func keymap(for task: TaskItem) -> [KeyCommand] {
    [
      KeyCommand(.character(" "), task.isDone ? "reopen" : "done", help: "Mark the task done, or open again")
      {
        model.toggleDone()
      },
      KeyCommand(.character("e"), "edit", help: "Edit the title, notes, due date and priority") {
        model.edit()
      },
      KeyCommand(.character("E"), "notes", help: "Edit the notes in your editor ($VISUAL or $EDITOR)") {
        model.editNotes()
      },
      KeyCommand(.character("m"), "move", help: "Move the task to another project") { model.move() },
      KeyCommand(.character("d"), "delete", help: "Delete the task (asks first)") { model.requestDelete() },
    ]
  }

  private func describe(_ due: Day) -> String {
    due == model.today ? "\(due) (today)" : due < model.today ? "\(due) (overdue)" : due.description
  }
}

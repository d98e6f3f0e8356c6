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
        HStack {
          Text(task.isDone ? "[x] Done" : "[ ] Open").foregroundColor(task.isDone ? .green : .yellow)
          Text(task.title).bold()
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
      .onKey(.character(" "), hint: task.isDone ? "reopen" : "done") { model.toggleDone() }
      .onKey(.character("e"), hint: "edit") { model.edit() }
      .onKey(.character("m"), hint: "move") { model.move() }
      .onKey(.character("d"), hint: "delete") { model.requestDelete() }
    } else {
      Text("This task no longer exists.").dim()
    }
  }

  private func describe(_ due: Day) -> String {
    due == model.today ? "\(due) (today)" : due < model.today ? "\(due) (overdue)" : due.description
  }
}

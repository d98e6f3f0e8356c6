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
    ComponentStateView(model.state) { task in
      VStack(spacing: 1) {
        HStack(alignment: .top) {
          Text(task.isDone ? "[x] Done" : "[ ] Open").foregroundStyle(task.isDone ? .success : .warning)
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
        Spacer()
      }
      .focusable()
      .keymap(keymap(for: task), in: AppKeymaps.TaskDetail.keymap)
    }
  }

  /// The keys this screen answers.
  private func keymap(for task: TaskItem) -> [KeyCommand] {
    [
      KeyCommand(AppKeymaps.TaskDetail.done, shownAs: task.isDone ? "reopen" : "done") {
        model.toggleDone()
      },
      KeyCommand(AppKeymaps.TaskDetail.edit) {
        model.edit()
      },
      KeyCommand(AppKeymaps.TaskDetail.notes) {
        model.editNotes()
      },
      KeyCommand(AppKeymaps.TaskDetail.move) { model.move() },
      KeyCommand(AppKeymaps.TaskDetail.delete) { model.requestDelete() },
    ]
  }

  private func describe(_ due: Day) -> String {
    let shown = DayDisplay.string(due)
    return due == model.today ? "\(shown) (today)" : due < model.today ? "\(shown) (overdue)" : shown
  }
}

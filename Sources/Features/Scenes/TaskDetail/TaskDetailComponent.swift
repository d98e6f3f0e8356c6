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
      TaskSummary(task: task, projectName: model.projectName, today: model.today)
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

}

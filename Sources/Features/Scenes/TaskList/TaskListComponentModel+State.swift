import Services
import TerminalUI

extension TaskListComponentModelProtocol {
  /// What the list shows: its tasks, or why there are none — the first load on its way, a
  /// failed load with a retry, or a list with nothing in it, said in its filter's words (while
  /// `/` filters it, the table itself says when nothing matches).
  public var state: ComponentState<Rows> {
    let tasks = self.tasks
    guard tasks.isEmpty else { return .ready(tasks) }
    if let errorMessage {
      let retry = StateAction("Retry", command: AppKeymaps.TaskList.retry, in: AppKeymaps.TaskList.keymap) {
        [weak self] in self?.retry()
      }
      return .error(StateInfo("Could not load your tasks", message: errorMessage, action: retry))
    }
    // Under a `/` filter the table stays, with its filter line and its "No matches".
    if !filterText.isEmpty { return .ready(tasks) }
    if isLoading { return .loading }
    return .empty(emptyInfo)
  }

  /// The empty list: a project's, or the Inbox's under its filter.
  private var emptyInfo: StateInfo {
    let create = StateAction("New task", command: AppKeymaps.TaskList.create, in: AppKeymaps.TaskList.keymap)
    {
      [weak self] in self?.create()
    }
    guard !filters.isEmpty else {
      return StateInfo(
        "No tasks in this project", message: "Tasks you add here belong to it.", action: create)
    }
    return switch filter {
    case .all:
      StateInfo(
        "No open tasks", message: "Tasks you add show here; the ones done are under Done.", action: create)
    case .today: StateInfo("Nothing due today", message: "Tasks due today show here.", action: create)
    case .overdue: StateInfo("Nothing overdue", message: "Every task with a due date is on time.")
    case .done: StateInfo("Nothing done yet", message: "Tasks you mark done show here.")
    }
  }
}

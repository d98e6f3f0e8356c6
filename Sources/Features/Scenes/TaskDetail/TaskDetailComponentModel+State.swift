import Services
import TerminalUI

extension TaskDetailComponentModelProtocol {
  /// What the scene shows: the task, or why it cannot — the user's tasks on their way, or the
  /// task gone (deleted here or in another window).
  public var state: ComponentState<TaskItem> {
    if let task { return .ready(task) }
    if isLoading { return .loading }
    return .empty(
      StateInfo("This task no longer exists", message: "It was deleted, here or in another window."))
  }
}

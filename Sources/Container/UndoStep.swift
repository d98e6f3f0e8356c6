import Services

/// One change the user made, as data: what the history shows ("Renamed “Work” to “Office”"),
/// keeps across restarts (as JSON), and takes back or makes again (``UndoStep/undo(with:)``).
public enum UndoStep: Codable, Equatable, Sendable {
  /// A task was created (undo deletes it; redo brings it back under its own id).
  case createdTask(TaskItem)
  /// A task's fields were edited from `before` to `after`.
  case editedTask(before: TaskItem, after: TaskItem)
  /// A task was marked done (`done`) or reopened.
  case markedDone(TaskItem.ID, title: String, done: Bool)
  /// A task was moved between projects (`nil`: no project).
  case movedTask(TaskItem.ID, title: String, from: Project?, to: Project?)
  /// A task was deleted (undo restores it as it was).
  case deletedTask(TaskItem)
  /// A project was created; `deleted` is what its undo removed (for the redo).
  case createdProject(Project, deleted: DeletedProject?)
  /// A project was renamed.
  case renamedProject(Project.ID, from: String, to: String)
  /// A project was deleted, with the tasks it held.
  case deletedProject(DeletedProject)

  /// The change, as the user reads it: "Marked “Buy milk” done".
  public var summary: String {
    switch self {
    case .createdTask(let task): "Created “\(task.title)”"
    case .editedTask(_, let after): "Edited “\(after.title)”"
    case .markedDone(_, let title, let done): done ? "Marked “\(title)” done" : "Reopened “\(title)”"
    case .movedTask(_, let title, _, let to): "Moved “\(title)” to \(Self.name(of: to))"
    case .deletedTask(let task): "Deleted “\(task.title)”"
    case .createdProject(let project, _): "Created project “\(project.name)”"
    case .renamedProject(_, let from, let to): "Renamed “\(from)” to “\(to)”"
    case .deletedProject(let deleted): "Deleted project “\(deleted.project.name)”\(Self.tasksKept(deleted))"
    }
  }

  /// What taking it back does, as the user reads it after "Undone: ".
  public var undoSummary: String {
    switch self {
    case .renamedProject(_, let from, let to): "Renamed “\(to)” back to “\(from)”"
    case .movedTask(_, let title, let from, _): "Moved “\(title)” back to \(Self.name(of: from))"
    case .deletedProject(let deleted):
      "Deleted project “\(deleted.project.name)”"
        + (deleted.taskIDs.isEmpty ? "" : " (its tasks are back in it)")
    default: summary
    }
  }

  private static func name(of project: Project?) -> String {
    project?.name ?? "no project"
  }

  private static func tasksKept(_ deleted: DeletedProject) -> String {
    switch deleted.taskIDs.count {
    case 0: ""
    case 1: " (its task stays, in no project)"
    case let count: " (its \(count) tasks stay, in no project)"
    }
  }
}

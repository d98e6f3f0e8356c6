import Observation
import Services

/// What the task editor knows about the task changing under it: the task as the editor opened
/// it, the fields a save found changed both here and elsewhere, and whether the next save
/// keeps the user's values for them.
@Observable @MainActor
final class EditConflictState {
  /// The task as the editor opened it (nil for a new task).
  let opened: TaskItem?
  /// The fields the last save found changed both here and elsewhere.
  var fields: [TaskField] = []
  /// Whether the next save keeps the user's values for ``fields``.
  var keepingMine = false

  init(opened: TaskItem?) { self.opened = opened }

  /// The values the editor started from, for the merge.
  var base: TaskDraft? { opened.map(TaskDraft.init) }
}

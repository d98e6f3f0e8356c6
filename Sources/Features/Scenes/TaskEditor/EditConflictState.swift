import Observation
import Services

/// What the task editor knows about the task changing under it: the task as the editor opened
/// it, the fields a save found changed both here and elsewhere, and whether the next save
/// keeps the user's values for them.
@Observable @MainActor
final class EditConflictState {
  /// The task's fields as the editor opened them (nil for a new task): the base of the merge.
  /// A sheet restored after a restart opens from the draft it saved, so its base is the task
  /// as it was when the sheet first opened, not as it is at the restart.
  var base: TaskDraft?
  /// The fields the last save found changed both here and elsewhere.
  var fields: [TaskField] = []
  /// Whether the next save keeps the user's values for ``fields``.
  var keepingMine = false

  init(opened: TaskItem?) { base = opened.map(TaskDraft.init) }
}

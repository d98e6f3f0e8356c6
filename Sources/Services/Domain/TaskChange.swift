/// One write to a task, as the cache applies it: the row before and after, read in the
/// write's transaction (`before` nil: created; `after` nil: deleted).
///
/// The cache's counts and list windows are updated from the change alone (``AppState/apply(_:)``),
/// so a change costs the same with a thousand tasks or a million.
///
/// ```swift
/// state.apply(TaskChange(before: open, after: done))
/// ```
public struct TaskChange: Equatable, Sendable {
  /// The task before the write; nil when it was created.
  public var before: TaskItem?
  /// The task after the write; nil when it was deleted.
  public var after: TaskItem?

  /// The change from `before` to `after`.
  public init(before: TaskItem?, after: TaskItem?) {
    self.before = before
    self.after = after
  }

  /// The change's undo: `after` back to `before`.
  public var reversed: TaskChange { TaskChange(before: after, after: before) }
}

import Foundation

/// A field of a task that an edit can change.
public enum TaskField: String, CaseIterable, Sendable, CustomStringConvertible {
  case title, notes, due, priority, project

  public var description: String { rawValue }
}

/// An edit made from a copy of a task that has changed since, where the same field was
/// changed both ways: saving would lose the other change, so nothing was saved.
public struct EditConflict: Error, Equatable, LocalizedError, Sendable {
  /// The fields changed both here and elsewhere, to different values.
  public let fields: [TaskField]
  /// The task as it is now.
  public let current: TaskItem

  public var errorDescription: String? {
    let names = fields.map(\.rawValue).joined(separator: ", ")
    return "Changed elsewhere while you edited (\(names)): keep yours, or take theirs"
  }
}

extension TaskDraft {
  /// Merges an edit made from `base` (the task as the editor opened it) into `current` (the
  /// task as it is now), field by field: a field the user changed takes the user's value; a
  /// field only someone else changed keeps theirs. A field both changed, to different
  /// values, is a conflict — unless `keepingMine`, when the user's value wins.
  ///
  /// Returns the merged draft and the conflicting fields (none when the merge is sound).
  public func merged(
    from base: TaskDraft, into current: TaskDraft, keepingMine: Bool
  ) -> (draft: TaskDraft, conflicts: [TaskField]) {
    var merged = current
    var conflicts: [TaskField] = []
    func merge<Value: Equatable>(_ field: TaskField, _ keyPath: WritableKeyPath<TaskDraft, Value>) {
      let mine = self[keyPath: keyPath]
      guard mine != base[keyPath: keyPath] else { return }  // not changed here: theirs stands
      let theirs = current[keyPath: keyPath]
      if theirs != base[keyPath: keyPath], theirs != mine, !keepingMine {
        conflicts.append(field)
      } else {
        merged[keyPath: keyPath] = mine
      }
    }
    merge(.title, \.title)
    merge(.notes, \.notes)
    merge(.due, \.due)
    merge(.priority, \.priority)
    merge(.project, \.projectID)
    return (merged, conflicts)
  }
}

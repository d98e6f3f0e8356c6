import Foundation

/// What a task list can be ordered by — one of its table's columns: the key of a ``TaskOrder``.
public enum TaskSort: String, CaseIterable, Sendable {
  /// Due date; tasks without one after those with one.
  case due
  /// Priority.
  case priority
  /// Title, alphabetically (ignoring case).
  case title
  /// The project's name, alphabetically (tasks in no project first).
  case project

  /// The direction a list takes when first ordered by this key: soonest due, highest priority,
  /// A to Z.
  public var defaultOrder: SortOrder {
    switch self {
    case .due, .title, .project: .forward
    case .priority: .reverse
    }
  }
}

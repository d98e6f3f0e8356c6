import Foundation

/// Which tasks a list holds: an Inbox filter's, or one project's.
public enum TaskListScope: Hashable, Sendable {
  /// The Inbox under a filter.
  case inbox(InboxFilter)
  /// One project's tasks, open and done.
  case project(Project.ID)
}

/// A task list as the cache knows it: which tasks (``scope``, narrowed by ``titleFilter``) in
/// which order (``order``; nil for the list's own). It gives the list's predicate, its total order and its SQL
/// (`TaskListKey+SQL.swift`), so a page read from the database and a change applied in Swift
/// agree on every row's place.
///
/// ```swift
/// let key = TaskListKey(.inbox(.today), order: TaskOrder(.title))
/// let shown = key.includes(task, today: today)
/// ```
public struct TaskListKey: Hashable, Sendable {
  /// Which tasks.
  public var scope: TaskListScope
  /// The order chosen in the table; nil for the list's own (the Inbox: soonest due, then
  /// highest priority, then newest; a project: open first, then the same).
  public var order: TaskOrder?
  /// What the table's `/` filter holds ("" for every task of the scope): the tasks whose
  /// title has a word starting with each of its words, case and accents ignored — the search
  /// index's title words (its SQL: `TaskListKey+SQL.swift`), so the whole list is filtered,
  /// not only its loaded rows.
  public var titleFilter: String

  /// The list of `scope`'s tasks in `order`, those matching `titleFilter` when it is not empty.
  public init(_ scope: TaskListScope, order: TaskOrder? = nil, titleFilter: String = "") {
    self.scope = scope
    self.order = order
    self.titleFilter = titleFilter
  }

  /// Whether the list depends on the day (Today, Overdue): it is read again when the day
  /// changes.
  public var dependsOnDay: Bool {
    switch scope {
    case .inbox(.today), .inbox(.overdue): true
    case .inbox, .project: false
    }
  }

  /// Whether `task` belongs in the list on `today`.
  public func includes(_ task: TaskItem, today: Day) -> Bool {
    let inScope =
      switch scope {
      case .inbox(let filter): filter.includes(task, today: today)
      case .project(let id): task.projectID == id
      }
    return inScope && matchesTitleFilter(task)
  }

  /// Whether each word of ``titleFilter`` starts a word of `task`'s title (folded as the search
  /// index folds them, so this agrees with the list's SQL).
  public func matchesTitleFilter(_ task: TaskItem) -> Bool {
    titleFilter.isEmpty || WordFilter.matches(titleFilter, [task.title])
  }

  /// Whether `lhs` comes before `rhs` in the list (a total order: only a task equals
  /// itself); `projectNames` for an order by project.
  public func precedes(_ lhs: TaskItem, _ rhs: TaskItem, projectNames: [Project.ID: String]) -> Bool {
    if var order {
      if order.key == .project { order.projectNames = projectNames }
      return order.compare(lhs, rhs) == .orderedAscending
    }
    if case .project = scope, lhs.isDone != rhs.isDone { return !lhs.isDone }
    return TaskItem.inboxOrder(lhs, rhs)
  }
}

import Foundation

/// How a task list is ordered.
public enum TaskSort: String, CaseIterable, Sendable {
  /// The list's own order: the Inbox's (due first, soonest first), or a project's (open first).
  case standard
  /// Due date, soonest first; tasks without one last.
  case due
  /// Priority, highest first.
  case priority
  /// Newest first.
  case created
  /// Title, alphabetically (ignoring case).
  case title

  /// How the list's header names the order.
  public var title: String {
    switch self {
    case .standard: "default order"
    case .due: "due date"
    case .priority: "priority"
    case .created: "newest"
    case .title: "title"
    }
  }

  /// The next order, as a key press cycles them.
  public var next: TaskSort {
    let all = Self.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }
}

extension Array where Element == TaskItem {
  /// The tasks in `sort`'s order; ties keep their current order (so `.standard` keeps it all).
  public func sorted(by sort: TaskSort) -> [TaskItem] {
    switch sort {
    case .standard: return self
    case .due:
      return stableSorted {
        ($0.due ?? Day(year: 9999, month: 12, day: 31)) < ($1.due ?? Day(year: 9999, month: 12, day: 31))
      }
    case .priority: return stableSorted { $0.priority > $1.priority }
    case .created: return stableSorted { $0.createdAt > $1.createdAt }
    case .title:
      return stableSorted { $0.title.localizedCaseInsensitiveCompare($1.title) == .orderedAscending }
    }
  }

  private func stableSorted(_ before: (TaskItem, TaskItem) -> Bool) -> [TaskItem] {
    enumerated().sorted { lhs, rhs in
      before(lhs.element, rhs.element) || (!before(rhs.element, lhs.element) && lhs.offset < rhs.offset)
    }.map(\.element)
  }
}

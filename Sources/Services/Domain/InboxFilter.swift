/// The Inbox's filters.
public enum InboxFilter: String, Sendable, CaseIterable, Hashable {
  case all, today, overdue, done

  public var title: String {
    switch self {
    case .all: "All"
    case .today: "Today"
    case .overdue: "Overdue"
    case .done: "Done"
    }
  }

  /// Whether `task` belongs under this filter on `today`.
  public func includes(_ task: TaskItem, today: Day) -> Bool {
    switch self {
    case .all: !task.isDone
    case .today: !task.isDone && task.due == today
    case .overdue: !task.isDone && (task.due.map { $0 < today } ?? false)
    case .done: task.isDone
    }
  }
}

extension Array where Element == TaskItem {
  /// The tasks under `filter` on `today`, soonest due first, then highest priority, then newest.
  public func filtered(_ filter: InboxFilter, today: Day) -> [TaskItem] {
    self.filter { filter.includes($0, today: today) }.sorted(by: TaskItem.inboxOrder)
  }

  /// How many tasks are under each filter on `today`.
  public func counts(today: Day) -> [InboxFilter: Int] {
    var counts: [InboxFilter: Int] = [.all: 0, .today: 0, .overdue: 0, .done: 0]
    for task in self {
      for filter in InboxFilter.allCases where filter.includes(task, today: today) {
        counts[filter, default: 0] += 1
      }
    }
    return counts
  }
}

extension TaskItem {
  /// Due tasks first (soonest first), then by priority (highest first), then newest first.
  public static func inboxOrder(_ lhs: TaskItem, _ rhs: TaskItem) -> Bool {
    switch (lhs.due, rhs.due) {
    case (let left?, let right?) where left != right: return left < right
    case (.some, nil): return true
    case (nil, .some): return false
    default: break
    }
    if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
    return lhs.id > rhs.id
  }
}

/// The Inbox's filters.
public enum InboxFilter: String, Sendable, CaseIterable, Hashable {
  case all, today, overdue, done

  /// The filter's name as shown: All, Today, Overdue, Done.
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
  ///
  /// Sorts compact keys rather than the tasks themselves, which keeps 100,000 tasks fast.
  public func filtered(_ filter: InboxFilter, today: Day) -> [TaskItem] {
    var keys: [(order: Int64, id: Int64, index: Int)] = []
    keys.reserveCapacity(count)
    for (index, task) in enumerated() where filter.includes(task, today: today) {
      keys.append((task.inboxOrderKey, -task.id, index))
    }
    keys.sort { $0.order != $1.order ? $0.order < $1.order : $0.id < $1.id }
    return keys.map { self[$0.index] }
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
  /// A number that orders tasks as ``inboxOrder(_:_:)`` does, ids aside: due tasks first by
  /// day, then by priority, highest first.
  var inboxOrderKey: Int64 {
    let day = Int64(due?.packed ?? 99_999_999)
    return day * 8 + Int64(Priority.high.rawValue - priority.rawValue)
  }

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

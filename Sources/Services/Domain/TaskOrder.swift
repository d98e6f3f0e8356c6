import Foundation

/// How a task list is ordered: by one key (``TaskSort``), one way round — `forward` is
/// ascending (soonest due, lowest priority, A to Z). A task table's sort order holds
/// these; a list's order is kept by its first one.
///
/// The order is total and the database's own: tasks with equal keys are ordered by id (the
/// same way round), titles and project names compare as SQLite's `NOCASE`
/// (``NoCaseCollation``), tasks without a due day come after every due one. So a list read a
/// page at a time from SQL (``TaskListKey``) has the order Swift gives, and an index can
/// serve it.
///
/// ```swift
/// var order = TaskOrder(.priority)  // highest first: the key's default direction
/// order.order = .forward  // lowest first
/// let sorted = tasks.sorted(by: order)
/// ```
public struct TaskOrder: SortComparator, Sendable {
  /// What the tasks are ordered by.
  public var key: TaskSort
  /// Which way round.
  public var order: SortOrder
  /// The projects' names, to order by ``TaskSort/project``; not part of the order's identity
  /// (two orders by the same key the same way are equal whatever names they know).
  public var projectNames: [Project.ID: String] = [:]

  /// An order by `key`, in `order` (by default the key's own direction, ``TaskSort/defaultOrder``).
  public init(_ key: TaskSort, order: SortOrder? = nil) {
    self.key = key
    self.order = order ?? key.defaultOrder
  }

  /// How `lhs` and `rhs` compare by ``key``, then by id, ascending when ``order`` is `forward`.
  public func compare(_ lhs: TaskItem, _ rhs: TaskItem) -> ComparisonResult {
    var ascending = compareAscending(lhs, rhs)
    if ascending == .orderedSame, lhs.id != rhs.id {
      ascending = lhs.id < rhs.id ? .orderedAscending : .orderedDescending
    }
    guard order == .reverse else { return ascending }
    switch ascending {
    case .orderedAscending: return .orderedDescending
    case .orderedDescending: return .orderedAscending
    case .orderedSame: return .orderedSame
    }
  }

  private func compareAscending(_ lhs: TaskItem, _ rhs: TaskItem) -> ComparisonResult {
    func compared<Value: Comparable>(_ left: Value, _ right: Value) -> ComparisonResult {
      left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame
    }
    switch key {
    case .due: return compared(lhs.due?.packed ?? Day.never, rhs.due?.packed ?? Day.never)
    case .priority: return compared(lhs.priority, rhs.priority)
    case .title: return NoCaseCollation.compare(lhs.title, rhs.title)
    case .project:
      let left = lhs.projectID.flatMap { projectNames[$0] } ?? ""
      let right = rhs.projectID.flatMap { projectNames[$0] } ?? ""
      return NoCaseCollation.compare(left, right)
    }
  }

  /// Whether the two order by the same key the same way.
  public static func == (lhs: TaskOrder, rhs: TaskOrder) -> Bool {
    lhs.key == rhs.key && lhs.order == rhs.order
  }

  /// Hashes the key and the direction.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(order == .forward)
  }
}

extension TaskOrder {
  /// How the order is stored: the key (`due`), with ` reversed` when it runs against the
  /// key's own direction (`priority reversed`: lowest first).
  public var storedName: String {
    key.rawValue + (order == key.defaultOrder ? "" : " reversed")
  }

  /// The order stored as `name`; nil for a name this version does not know.
  public init?(storedName name: String) {
    let parts = name.split(separator: " ")
    guard let key = parts.first.flatMap({ TaskSort(rawValue: String($0)) }),
      parts.count == 1 || (parts.count == 2 && parts[1] == "reversed")
    else { return nil }
    let reversed = parts.count == 2
    self.init(key, order: reversed ? (key.defaultOrder == .forward ? .reverse : .forward) : nil)
  }
}

extension Array where Element == TaskItem {
  /// The tasks in `order` (their own order when nil).
  public func sorted(by order: TaskOrder?) -> [TaskItem] {
    guard let order else { return self }
    return enumerated().sorted { lhs, rhs in
      switch order.compare(lhs.element, rhs.element) {
      case .orderedAscending: true
      case .orderedDescending: false
      case .orderedSame: lhs.offset < rhs.offset
      }
    }.map(\.element)
  }
}

/// The part of a task list the cache holds: how many tasks the whole list has, where the
/// loaded rows start, and their ids in the list's order — a few pages around what is shown,
/// never the whole list.
///
/// A change moves the window from the change alone (``apply(_:includes:precedes:row:)``):
/// O(rows in the window), whatever the list's size.
///
/// ```swift
/// let window = state.lists[TaskListKey(.inbox(.all))]
/// let shown = window?.ids.compactMap(state.task)  // the loaded rows, in order
/// ```
public struct TaskWindow: Equatable, Sendable {
  /// How many tasks the whole list holds.
  public var total: Int
  /// The position in the list of the first loaded row.
  public var start: Int
  /// The loaded rows' ids, in the list's order.
  public var ids: [TaskItem.ID]

  /// How many rows a page holds.
  public static let pageSize = 200
  /// The most rows a window keeps (the pages farthest from the last one read are cut).
  public static let maxRows = 4 * pageSize

  /// A window of `total` tasks holding `ids` from position `start`.
  public init(total: Int, start: Int, ids: [TaskItem.ID]) {
    self.total = total
    self.start = start
    self.ids = ids
  }

  /// The position after the last loaded row.
  public var end: Int { start + ids.count }

  /// The id of the row at `position` in the list, if it is loaded.
  public func id(at position: Int) -> TaskItem.ID? {
    position >= start && position < end ? ids[position - start] : nil
  }

  /// Applies `change` to a list whose tasks pass `includes`, ordered by `precedes`, whose
  /// loaded rows `row` returns: the task before the change leaves (moving ``start`` up if it
  /// sorted before the window), the task after it comes in at its place if that is inside
  /// the window or at an open end of it (the list's start, or its end when the window
  /// reaches it).
  public mutating func apply(
    _ change: TaskChange, includes: (TaskItem) -> Bool, precedes: (TaskItem, TaskItem) -> Bool,
    row: (TaskItem.ID) -> TaskItem?
  ) {
    if let before = change.before, includes(before) {
      total -= 1
      if let index = ids.firstIndex(of: before.id) {
        ids.remove(at: index)
      } else if let first = ids.first.flatMap(row), precedes(before, first) {
        start -= 1
      }
    }
    if let after = change.after, includes(after) {
      let reachesEnd = end >= total
      total += 1
      var low = 0
      var high = ids.count
      while low < high {
        let middle = (low + high) / 2
        if let loaded = row(ids[middle]), precedes(loaded, after) { low = middle + 1 } else { high = middle }
      }
      if low == 0 && start > 0 {
        start += 1
      } else if low < ids.count || reachesEnd {
        ids.insert(after.id, at: low)
      }
    }
    start = max(0, min(start, total - ids.count))
  }

  /// Adds a page read from the list (`ids` from position `pageStart`, of `total`): joined to
  /// the window when it touches it, else replacing it; then the rows farthest from the page
  /// are cut down to ``maxRows``.
  public mutating func merge(_ page: [TaskItem.ID], at pageStart: Int, total: Int) {
    if total != self.total || pageStart > end || pageStart + page.count < start {
      self = TaskWindow(total: total, start: pageStart, ids: page)
      return
    }
    let head = ids.prefix(max(0, pageStart - start))
    let tail = ids.suffix(max(0, end - (pageStart + page.count)))
    start = min(start, pageStart)
    ids = Array(head) + page + Array(tail)
    guard ids.count > Self.maxRows else { return }
    let pageMiddle = pageStart + page.count / 2
    let from = min(max(start, pageMiddle - Self.maxRows / 2), end - Self.maxRows)
    ids = Array(ids[(from - start)..<(from - start + Self.maxRows)])
    start = from
  }
}

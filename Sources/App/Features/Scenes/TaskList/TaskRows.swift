import Services

/// A task list's rows as the table reads them: as many as the whole list holds (its
/// window's total), the loaded ones from the window, a placeholder (``TaskItem/placeholder(at:)``)
/// anywhere else. Reading a placeholder, or a row near the window's edge, asks for the page
/// there (`request`, which coalesces), so a normal ↓ never meets a placeholder.
///
/// ```swift
/// let rows = model.tasks  // as many rows as the list holds; a few pages of them loaded
/// let shown = rows[rows.startIndex]  // a placeholder until its page is read
/// ```
public struct TaskRows: RandomAccessCollection, Sendable {
  /// The window the rows come from.
  let window: TaskWindow
  /// The state holding the window's loaded rows.
  let state: AppState
  /// Asks for the page that holds a position.
  let request: @MainActor @Sendable (Int) -> Void

  /// How near the window's edge a read prefetches the next page.
  static let prefetchMargin = TaskWindow.pageSize / 2

  public var startIndex: Int { 0 }
  public var endIndex: Int { window.total }

  /// The task at `position`, or a placeholder while its page is being read.
  ///
  /// Read by the table on the main actor (asserted), where the request is made.
  public subscript(position: Int) -> TaskItem {
    var wanted: Int?
    if position >= window.end - Self.prefetchMargin, window.end < window.total { wanted = window.end }
    if position < window.start + Self.prefetchMargin, window.start > 0 { wanted = window.start - 1 }
    var task: TaskItem?
    if let id = window.id(at: position) { task = state.task(id) }
    if task == nil { wanted = position }
    if let wanted {
      let request = self.request
      MainActor.assumeIsolated { request(wanted) }
    }
    return task ?? .placeholder(at: position)
  }

  /// The id of the loaded row at `position`, if any (no page is asked for).
  func loadedID(at position: Int) -> TaskItem.ID? { window.id(at: position) }
}

extension TaskItem {
  /// The stand-in for the row at `position` of a list while its page is read: id
  /// `-(position + 1)` (never a task's), title `…`.
  public static func placeholder(at position: Int) -> TaskItem {
    TaskItem(id: -Int64(position) - 1, title: "…", createdAt: .distantPast, updatedAt: .distantPast)
  }

  /// Whether this is a placeholder row (``placeholder(at:)``).
  public var isPlaceholder: Bool { id < 0 }
}

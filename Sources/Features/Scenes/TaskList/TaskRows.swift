import Services

/// A task list's rows as the table reads them: as many as the whole list holds (its
/// window's total), the loaded ones from the window, a placeholder (``TaskItem/placeholder(at:)``)
/// anywhere else. Reading a row asks for nothing: the table tells the model which rows it
/// shows (``TaskListComponentModelProtocol/rowsShown(_:)``), and the model reads the pages
/// around them from there, so a normal ↓ never meets a placeholder.
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

  public var startIndex: Int { 0 }
  public var endIndex: Int { window.total }

  /// The task at `position`, or a placeholder while its page is being read.
  public subscript(position: Int) -> TaskItem {
    if let id = window.id(at: position), let task = state.task(id) { return task }
    return .placeholder(at: position)
  }

  /// The id of the loaded row at `position`, if any.
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

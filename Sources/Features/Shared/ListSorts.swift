import Services

/// The order the user chose for each task list, remembered while they are signed in: the
/// Inbox, and each project's list (reopening a project shows it the way it was left).
@MainActor
public final class ListSorts {
  private var sorts: [TaskListComponentModel.Scope: TaskSort] = [:]

  public init() {}

  /// The order of `scope`'s list.
  public subscript(scope: TaskListComponentModel.Scope) -> TaskSort {
    get { sorts[scope] ?? .standard }
    set { sorts[scope] = newValue }
  }
}

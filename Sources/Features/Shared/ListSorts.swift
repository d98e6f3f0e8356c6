import Services

/// The order the user chose for each task list — the Inbox, and each project's list — kept
/// for them across sessions: reopening a list, or the app, shows it the way it was left.
@MainActor
public final class ListSorts {
  private var sorts: [TaskListComponentModel.Scope: TaskOrder]
  private let save: @MainActor (_ list: String, _ sort: TaskOrder?) -> Void

  /// Orders kept in memory only (tests, previews).
  public convenience init() {
    self.init(saved: [:]) { _, _ in }
  }

  /// Starts from `saved` (by `listName(of:)`) and hands each change to `save`.
  public init(
    saved: [String: TaskOrder], save: @escaping @MainActor (_ list: String, _ sort: TaskOrder?) -> Void
  ) {
    var sorts: [TaskListComponentModel.Scope: TaskOrder] = [:]
    for (name, sort) in saved {
      if let scope = Self.scope(named: name) { sorts[scope] = sort }
    }
    self.sorts = sorts
    self.save = save
  }

  /// The order of `scope`'s list (nil: its own).
  public subscript(scope: TaskListComponentModel.Scope) -> TaskOrder? {
    get { sorts[scope] }
    set {
      guard newValue != self[scope] else { return }
      sorts[scope] = newValue
      save(Self.listName(of: scope), newValue)
    }
  }

  /// How a list is named where its order is stored: `inbox`, `project:3`.
  static func listName(of scope: TaskListComponentModel.Scope) -> String {
    switch scope {
    case .inbox: "inbox"
    case .project(let id): "project:\(id)"
    }
  }

  private static func scope(named name: String) -> TaskListComponentModel.Scope? {
    if name == "inbox" { return .inbox }
    guard name.hasPrefix("project:"), let id = Project.ID(name.dropFirst("project:".count)) else {
      return nil
    }
    return .project(id)
  }
}

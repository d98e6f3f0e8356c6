import Foundation

extension AppState {
  /// Whether someone is signed in.
  public var isSignedIn: Bool { session != nil }

  /// Whether the signed-in user's projects and tasks have been loaded.
  public var isUserDataLoaded: Bool { session != nil && loadedUserID == session?.id }

  /// The signed-in user whose projects and tasks are still to be loaded, or nil: nobody is
  /// signed in, or their data is loaded, loading, or failed to load (a retry is the user's).
  /// The container loads when this turns to a user, so a sign-out and a sign-in of the same
  /// user, which leave ``session`` as it was, still load their data.
  public var userAwaitingData: User.ID? {
    guard let id = session?.id, loadedUserID != id, !isLoading, loadError == nil else { return nil }
    return id
  }

  /// The task with `id`, if loaded.
  public func task(_ id: TaskItem.ID) -> TaskItem? {
    indexOfTask(id).map { tasks[$0] }
  }

  /// The project with `id`, if loaded.
  public func project(_ id: Project.ID?) -> Project? {
    guard let id else { return nil }
    return projects.first { $0.id == id }
  }

  /// The loaded tasks in `project` (`nil`: tasks in no project): open ones first, each part
  /// in inbox order.
  public func tasks(inProject project: Project.ID?) -> [TaskItem] {
    tasks.filter { $0.projectID == project }.sorted { lhs, rhs in
      lhs.isDone != rhs.isDone ? !lhs.isDone : TaskItem.inboxOrder(lhs, rhs)
    }
  }

  /// The loaded tasks with `ids`, in that order (ids of tasks not loaded are skipped).
  /// Each is found by a binary search (the search screen asks for its 200 results on every
  /// change of the cache); only when one is missed are the tasks indexed, once.
  public func tasks(withIDs ids: [TaskItem.ID]) -> [TaskItem] {
    var byID: [TaskItem.ID: TaskItem]?
    return ids.compactMap { id in
      if let index = searchedIndexOfTask(id) { return tasks[index] }
      if byID == nil { byID = Dictionary(tasks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }) }
      return byID?[id]
    }
  }

  /// How many open (not done) tasks each project holds; projects without any are absent.
  public var openTaskCountsByProject: [Project.ID: Int] {
    var counts: [Project.ID: Int] = [:]
    for task in tasks where !task.isDone {
      if let project = task.projectID { counts[project, default: 0] += 1 }
    }
    return counts
  }

  /// The tasks under `filter` on `today`.
  public func inbox(_ filter: InboxFilter, today: Day) -> [TaskItem] {
    tasks.filtered(filter, today: today)
  }

  /// How many tasks each inbox filter holds on `today`.
  public func inboxCounts(today: Day) -> [InboxFilter: Int] {
    tasks.counts(today: today)
  }
}

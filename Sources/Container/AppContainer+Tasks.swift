import Services

extension AppContainer {
  /// The signed-in user's task `id`: the cache's copy, else read from the file at once and
  /// kept in the cache (the cache holds the lists' pages, not every task); nil when the user
  /// has no such task.
  public func taskLoadingIfNeeded(_ id: TaskItem.ID) -> TaskItem? {
    if let task = cache.value.task(id) { return task }
    guard let user = cache.value.session, let task = try? database.task(id, of: user.id) else { return nil }
    cache.change { $0.keep(task) }
    return task
  }
}

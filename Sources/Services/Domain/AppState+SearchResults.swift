extension AppState {
  /// Shows `results` as the latest search's (best first): they stay loaded, current, until the
  /// next search replaces them; the previous results go unless something else holds them.
  ///
  /// Each key of a search calls this with up to 200 results, so it is one pass over the loaded
  /// rows: the results, sorted by id, are merged into ``tasks`` (a result replaces the loaded
  /// copy with its id), and the previous results that neither the new ones, a window nor
  /// ``recentTaskIDs`` hold are left out on the way. Only those are looked for in the windows:
  /// every other loaded row was held before the call and still is (``pruneTasks()`` keeps it so
  /// after each change).
  public mutating func showSearchResults(_ results: [TaskItem]) {
    let ids = results.map(\.id)
    var released = Set(searchResultIDs)
    released.subtract(ids)
    released.subtract(recentTaskIDs)
    for window in lists.values where !released.isEmpty {
      for id in window.ids where released.contains(id) { released.remove(id) }
    }
    searchResultIDs = ids
    tasks = Self.merging(results.sorted { $0.id < $1.id }, into: tasks, leavingOut: released)
  }

  /// `loaded` (in id order) with `results` (in id order) merged in, a result taking the place of
  /// the loaded row with its id, and the loaded rows whose ids `left` holds left out.
  static func merging(
    _ results: [TaskItem], into loaded: [TaskItem], leavingOut left: Set<TaskItem.ID>
  ) -> [TaskItem] {
    var merged: [TaskItem] = []
    merged.reserveCapacity(loaded.count + results.count)
    var next = results.startIndex
    for task in loaded {
      while next < results.endIndex, results[next].id < task.id {
        merged.append(results[next])
        next += 1
      }
      if next < results.endIndex, results[next].id == task.id {
        merged.append(results[next])
        next += 1
      } else if left.isEmpty || !left.contains(task.id) {
        merged.append(task)
      }
    }
    merged.append(contentsOf: results[next...])
    return merged
  }
}

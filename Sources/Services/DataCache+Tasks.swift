import DataCache

extension DataCache where Model == AppState {
  /// Applies one task write to the cache (``AppState/apply(_:)``): the counts, the lists'
  /// windows and the loaded row, as one change.
  public func apply(_ change: TaskChange) {
    self.change(with: { $0.apply(change) })
  }

  /// Changes the task-list parts of the state (the loaded rows, the counts, the windows) with
  /// `body`, as one change; each part is written only if it changed.
  public func change(with body: (inout AppState) -> Void) {
    var state = value
    body(&state)
    batch { cache in
      cache.update(\.counts, with: state.counts)
      cache.update(\.lists, with: state.lists)
      cache.update(\.listRecency, with: state.listRecency)
      cache.update(\.recentTaskIDs, with: state.recentTaskIDs)
      cache.update(\.searchResultIDs, with: state.searchResultIDs)
      cache.update(\.tasks, with: state.tasks)
    }
  }
}

extension AppState {
  /// The position of the task with `id` in ``tasks``.
  ///
  /// Services keep ``tasks`` in ascending id order (loaded by id, new tasks appended with
  /// larger ids), so this is a binary search; if the order was disturbed it falls back to
  /// a scan, so the answer is always right.
  public func indexOfTask(_ id: TaskItem.ID) -> Int? {
    searchedIndexOfTask(id) ?? tasks.firstIndex { $0.id == id }
  }

  /// The position of the task with `id` found by a binary search of ``tasks`` (which is right
  /// while they are in id order), or nil.
  func searchedIndexOfTask(_ id: TaskItem.ID) -> Int? {
    var low = tasks.startIndex
    var high = tasks.endIndex
    while low < high {
      let middle = low + (high - low) / 2
      let middleID = tasks[middle].id
      if middleID == id { return middle }
      if middleID < id { low = middle + 1 } else { high = middle }
    }
    return nil
  }
}

extension AppState {
  /// How many lists keep their windows (the least recently read beyond this are dropped).
  public static let listLimit = 6
  /// How many tasks loaded on their own stay loaded.
  public static let recentTaskLimit = 64

  /// The projects' names by id, for lists ordered by project.
  public var projectNames: [Project.ID: String] {
    Dictionary(projects.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
  }

  /// Applies one write: the counts, every list's window and the loaded row, from the change
  /// alone — O(rows in the windows), whatever the number of tasks.
  public mutating func apply(_ change: TaskChange) {
    counts.apply(change)
    var lists = self.lists
    self.lists = [:]  // so `lists` is the only reference, changed in place
    let names = lists.keys.contains { $0.order?.key == .project } ? projectNames : [:]
    let day = counts.day
    for index in lists.indices {
      let key = lists.keys[index]
      lists.values[index].apply(
        change, includes: { key.includes($0, today: day) },
        precedes: { key.precedes($0, $1, projectNames: names) }, row: { task($0) })
    }
    self.lists = lists
    if let after = change.after {
      store(after, keepingRecent: true)
    } else if let before = change.before, let index = indexOfTask(before.id) {
      tasks.remove(at: index)
      recentTaskIDs.removeAll { $0 == before.id }
    }
  }

  /// Puts a page read from list `key` (`rows` from position `start`, of `total`) into its
  /// window, marks the list as just read, and drops what no list needs any more.
  public mutating func receive(_ rows: [TaskItem], at start: Int, total: Int, for key: TaskListKey) {
    for row in rows { store(row, keepingRecent: false) }
    var window = lists[key] ?? TaskWindow(total: total, start: start, ids: [])
    window.merge(rows.map(\.id), at: start, total: total)
    lists[key] = window
    listRecency.removeAll { $0 == key }
    listRecency.append(key)
    while listRecency.count > Self.listLimit { lists[listRecency.removeFirst()] = nil }
    pruneTasks()
  }

  /// Loads `task` on its own (a task opened by id): it stays loaded while it is among the
  /// ``recentTaskLimit`` latest.
  public mutating func keep(_ task: TaskItem) {
    store(task, keepingRecent: true)
  }

  /// Forgets every list's window (their rows go too, unless kept on their own).
  public mutating func dropLists() {
    lists = [:]
    listRecency = []
    pruneTasks()
  }

  /// Forgets the lists that depend on the day (Today, Overdue).
  public mutating func dropDayLists() {
    dropLists { $0.dependsOnDay }
  }

  /// Forgets project `id` (deleted: its tasks are in no project now): its count, its list,
  /// the lists ordered by project, and the loaded rows' link to it.
  public mutating func forgetProject(_ id: Project.ID) {
    counts.openByProject[id] = nil
    for index in tasks.indices where tasks[index].projectID == id { tasks[index].projectID = nil }
    dropLists { $0.scope == .project(id) || $0.order?.key == .project }
  }

  /// Drops the lists ordered by project (a project was renamed: their order changed).
  public mutating func dropProjectOrderedLists() {
    dropLists { $0.order?.key == .project }
  }

  private mutating func dropLists(where condition: (TaskListKey) -> Bool) {
    for key in lists.keys where condition(key) { lists[key] = nil }
    listRecency.removeAll(where: condition)
    pruneTasks()
  }

  /// Removes the loaded rows that neither a window, ``searchResultIDs`` nor ``recentTaskIDs``
  /// holds.
  public mutating func pruneTasks() {
    var needed = Set(recentTaskIDs)
    needed.formUnion(searchResultIDs)
    for window in lists.values { needed.formUnion(window.ids) }
    guard needed.count < tasks.count else { return }
    tasks.removeAll { !needed.contains($0.id) }
  }

  /// Puts `task` in ``tasks`` (in id order), replacing the loaded copy.
  private mutating func store(_ task: TaskItem, keepingRecent: Bool) {
    var low = 0
    var high = tasks.count
    while low < high {
      let middle = (low + high) / 2
      if tasks[middle].id < task.id { low = middle + 1 } else { high = middle }
    }
    if low < tasks.count, tasks[low].id == task.id {
      if tasks[low] != task { tasks[low] = task }
    } else {
      tasks.insert(task, at: low)
    }
    guard keepingRecent else { return }
    if recentTaskIDs.last != task.id {
      recentTaskIDs.removeAll { $0 == task.id }
      recentTaskIDs.append(task.id)
    }
    guard recentTaskIDs.count > Self.recentTaskLimit else { return }
    let evicted = recentTaskIDs.removeFirst()
    if !searchResultIDs.contains(evicted), !lists.values.contains(where: { $0.ids.contains(evicted) }),
      let index = indexOfTask(evicted)
    {
      tasks.remove(at: index)
    }
  }
}

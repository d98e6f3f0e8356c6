import DataCache
import Services

/// A task service that records each change in a ``ChangeHistory``, with how to take it back:
/// a toggle toggles again, a move moves back, an edit puts back the fields it changed (unless
/// another instance changed them since), a deletion restores the task as it was (same id and
/// creation time), a creation deletes.
struct UndoableTaskService: TaskService {
  let base: any TaskService
  let cache: DataCache<AppState>
  let history: ChangeHistory

  func create(_ draft: TaskDraft) async throws -> TaskItem {
    let task = try await base.create(draft)
    await record("Created “\(task.title)”") { [base] in try await base.delete(task.id) }
    return task
  }

  func edit(_ id: TaskItem.ID, to draft: TaskDraft) async throws -> TaskItem {
    let before = await cache.value.task(id)
    let task = try await base.edit(id, to: draft)
    if let before { await recordEdit(of: task, from: before) }
    return task
  }

  func edit(
    _ id: TaskItem.ID, from original: TaskDraft, to draft: TaskDraft, keepingMine: Bool
  ) async throws
    -> TaskItem
  {
    let before = await cache.value.task(id)
    let task = try await base.edit(id, from: original, to: draft, keepingMine: keepingMine)
    if let before { await recordEdit(of: task, from: before) }
    return task
  }

  /// Records an edit that made `before` into `after`. Undoing it goes through the same merge as
  /// an edit from another copy: only the fields this edit changed go back, and where another
  /// instance changed one of them since, nothing is undone (``UndoConflict``).
  private func recordEdit(of after: TaskItem, from before: TaskItem) async {
    await record("Edited “\(after.title)”") { [base] in
      do {
        try await base.edit(after.id, from: TaskDraft(after), to: TaskDraft(before), keepingMine: false)
      } catch let conflict as EditConflict {
        throw UndoConflict(fields: conflict.fields)
      }
    }
  }

  func toggleDone(_ id: TaskItem.ID) async throws {
    try await base.toggleDone(id)
    await recordToggle(of: id)
  }

  func move(_ id: TaskItem.ID, to project: Project.ID?) async throws {
    let before = await cache.value.task(id)?.projectID
    try await base.move(id, to: project)
    guard let task = await cache.value.task(id) else { return }
    let name = await projectName(project)
    await record("Moved “\(task.title)” to \(name)") { [base] in try await base.move(id, to: before) }
  }

  func delete(_ id: TaskItem.ID) async throws {
    let before = await cache.value.task(id)
    try await base.delete(id)
    guard let before else { return }
    await record("Deleted “\(before.title)”") { [base] in try await base.restore(before) }
  }

  func restore(_ task: TaskItem) async throws -> TaskItem { try await base.restore(task) }

  func loadAll() async throws -> [TaskItem] { try await base.loadAll() }
  func loadCounts() async throws { try await base.loadCounts() }
  func loadPage(of key: TaskListKey, around position: Int) async throws {
    try await base.loadPage(of: key, around: position)
  }
  func load(_ id: TaskItem.ID) async throws -> TaskItem? { try await base.load(id) }
  @MainActor func loadFirstPageNow(of key: TaskListKey) { base.loadFirstPageNow(of: key) }
  func reloadShown() async throws { try await base.reloadShown() }
  func page(limit: Int, offset: Int) async throws -> [TaskItem] {
    try await base.page(limit: limit, offset: offset)
  }
  nonisolated(nonsending) func search(_ query: String, limit: Int) async throws -> [TaskItem] {
    try await base.search(query, limit: limit)
  }
  func titleSearch(_ query: String, limit: Int) async throws -> [TaskItem] {
    try await base.titleSearch(query, limit: limit)
  }

  @MainActor
  private func projectName(_ id: Project.ID?) -> String {
    id.flatMap { cache.value.project($0)?.name } ?? "no project"
  }

  /// Records a toggle of task `id` as the cache now has it, in one hop to the main actor (a
  /// Space's path: reading the task and recording it apart took two).
  @MainActor
  private func recordToggle(of id: TaskItem.ID) {
    guard let task = cache.value.task(id) else { return }
    record(task.isDone ? "Marked “\(task.title)” done" : "Reopened “\(task.title)”") { [base] in
      try await base.toggleDone(id)
    }
  }

  /// Records a change in the history. `undo` must capture `base`, never `self`: the history
  /// holds it, and `self` holds the history (a cycle the leak checker reports).
  @MainActor
  private func record(_ summary: String, undo: @escaping @Sendable () async throws -> Void) {
    history.record(summary, undo: undo)
  }
}

extension TaskDraft {
  /// The draft that would recreate `task`'s fields (not its done state).
  init(_ task: TaskItem) {
    self.init(
      title: task.title, notes: task.notes, due: task.due, priority: task.priority, projectID: task.projectID)
  }
}

import DataCache
import Services

/// A task service that records each change in a ``ChangeHistory`` as an ``UndoStep``, with
/// what taking it back needs: a done state is set back, a move moves back, an edit puts back
/// the fields it changed (unless another instance changed them since), a deletion restores the
/// task as it was (same id and creation time), a creation deletes.
struct UndoableTaskService: TaskService {
  let base: any TaskService
  let cache: DataCache<AppState>
  let history: ChangeHistory

  func create(_ draft: TaskDraft) async throws -> TaskItem {
    let task = try await base.create(draft)
    await record(.createdTask(task))
    return task
  }

  func edit(_ id: TaskItem.ID, to draft: TaskDraft) async throws -> TaskItem {
    let before = await cache.value.task(id)
    let task = try await base.edit(id, to: draft)
    if let before { await record(.editedTask(before: before, after: task)) }
    return task
  }

  func edit(
    _ id: TaskItem.ID, from original: TaskDraft, to draft: TaskDraft, keepingMine: Bool
  ) async throws
    -> TaskItem
  {
    let before = await cache.value.task(id)
    let task = try await base.edit(id, from: original, to: draft, keepingMine: keepingMine)
    if let before { await record(.editedTask(before: before, after: task)) }
    return task
  }

  func toggleDone(_ id: TaskItem.ID) async throws {
    try await base.toggleDone(id)
    await recordDone(of: id)
  }

  func setDone(_ id: TaskItem.ID, _ done: Bool) async throws {
    try await base.setDone(id, done)
    await recordDone(of: id)
  }

  func move(_ id: TaskItem.ID, to project: Project.ID?) async throws {
    let before = await cache.value.task(id)?.projectID
    try await base.move(id, to: project)
    await recordMove(of: id, from: before, to: project)
  }

  func delete(_ id: TaskItem.ID) async throws {
    let before = await cache.value.task(id)
    try await base.delete(id)
    guard let before else { return }
    await record(.deletedTask(before))
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
  private func recordMove(of id: TaskItem.ID, from: Project.ID?, to: Project.ID?) {
    guard let task = cache.value.task(id) else { return }
    let state = cache.value
    history.record(
      .movedTask(id, title: task.title, from: state.project(from), to: state.project(to)))
  }

  /// Records a done state of task `id` as the cache now has it, in one hop to the main actor (a
  /// Space's path: reading the task and recording it apart took two).
  @MainActor
  private func recordDone(of id: TaskItem.ID) {
    guard let task = cache.value.task(id) else { return }
    history.record(.markedDone(id, title: task.title, done: task.isDone))
  }

  @MainActor
  private func record(_ step: UndoStep) {
    history.record(step)
  }
}

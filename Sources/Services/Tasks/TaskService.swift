/// The signed-in user's tasks. Changes are written into the cache, so every screen that
/// shows a task sees the change at once.
public protocol TaskService: Sendable {
  @discardableResult
  func create(_ draft: TaskDraft) async throws -> TaskItem
  @discardableResult
  func edit(_ id: TaskItem.ID, to draft: TaskDraft) async throws -> TaskItem
  func toggleDone(_ id: TaskItem.ID) async throws
  func move(_ id: TaskItem.ID, to project: Project.ID?) async throws
  func delete(_ id: TaskItem.ID) async throws
  /// Loads every task of the user into the cache.
  @discardableResult
  func loadAll() async throws -> [TaskItem]
  /// One page of tasks, newest first (does not touch the cache).
  func page(limit: Int, offset: Int) async throws -> [TaskItem]
  /// Tasks whose title or notes match `query` (words as prefixes), best match first.
  func search(_ query: String, limit: Int) async throws -> [TaskItem]
}

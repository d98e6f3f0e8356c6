/// The signed-in user's tasks. Changes are written into the cache, so every screen that
/// shows a task sees the change at once.
///
/// ```swift
/// let task = try await container.tasks.create(TaskDraft(title: "Buy milk", due: today))
/// try await container.tasks.toggleDone(task.id)   // the cache's copy is updated in place
/// let found = try await container.tasks.search("mil")
/// ```
///
/// Every call is scoped to the signed-in user: another user's ids are ``ContentError/notFound``.
public protocol TaskService: Sendable {
  /// Creates a task (title trimmed, not empty; the project must be the user's).
  @discardableResult
  func create(_ draft: TaskDraft) async throws -> TaskItem
  /// Replaces a task's title, notes, due day, priority and project; keeps done.
  @discardableResult
  func edit(_ id: TaskItem.ID, to draft: TaskDraft) async throws -> TaskItem
  /// Saves an edit made from `base` (the task as the editor read it), merged field by field
  /// into the task as it is now (``TaskDraft/merged(from:into:keepingMine:)``): changes made
  /// elsewhere meanwhile are kept. Throws ``EditConflict`` (and saves nothing) when a field was
  /// changed both here and elsewhere, unless `keepingMine`.
  @discardableResult
  func edit(
    _ id: TaskItem.ID, from base: TaskDraft, to draft: TaskDraft, keepingMine: Bool
  ) async throws -> TaskItem
  /// Flips a task between open and done.
  func toggleDone(_ id: TaskItem.ID) async throws
  /// Marks a task done (`true`) or open (`false`), whatever it is now: how an undo or a redo
  /// puts back a done state (a toggle would flip one another instance changed since).
  func setDone(_ id: TaskItem.ID, _ done: Bool) async throws
  /// Moves a task into one of the user's projects, or out of any with `nil`.
  func move(_ id: TaskItem.ID, to project: Project.ID?) async throws
  /// Deletes a task.
  func delete(_ id: TaskItem.ID) async throws
  /// Puts a deleted task back as it was: the same id, creation time, fields and done state
  /// (its project only if that still exists), so its address and links work again.
  @discardableResult
  func restore(_ task: TaskItem) async throws -> TaskItem
  /// Loads every task of the user into the cache.
  @discardableResult
  func loadAll() async throws -> [TaskItem]
  /// Reads how many tasks each Inbox filter (today) and each project holds into
  /// ``AppState/counts`` (when the day changed, the lists that depend on it are dropped).
  func loadCounts() async throws
  /// Reads the page of list `key` that holds `position` into the list's window in
  /// ``AppState/lists``: by keyset next to the window, else by offset.
  func loadPage(of key: TaskListKey, around position: Int) async throws
  /// Reads the first page of list `key` into its window at once, on the main actor (an index
  /// range: well under a millisecond), so a list shown for the first time — another filter,
  /// another order — never flashes empty; nothing happens on an error (the asynchronous
  /// ``loadPage(of:around:)`` then reads it and reports).
  @MainActor
  func loadFirstPageNow(of key: TaskListKey)
  /// Reads one task into the cache on its own (a task opened by id); nil when it is not the
  /// user's (or gone).
  @discardableResult
  func load(_ id: TaskItem.ID) async throws -> TaskItem?
  /// Reads the counts and every shown list's window again (another instance changed the file).
  func reloadShown() async throws
  /// One page of tasks, newest first (does not touch the cache).
  func page(limit: Int, offset: Int) async throws -> [TaskItem]
  /// Tasks whose title or notes match `query` (words as prefixes), best match first. Runs where
  /// it is called from: called on the main actor (as the search scene does), only the query
  /// itself leaves it, for the database's reader; reading the session and writing the results
  /// into the cache switch no thread.
  nonisolated(nonsending) func search(_ query: String, limit: Int) async throws -> [TaskItem]
  /// Tasks with a title word starting with each word of `query`, best first, read through an
  /// index at a cost that does not grow with the number of tasks (the palette's lookup; does
  /// not touch the cache).
  func titleSearch(_ query: String, limit: Int) async throws -> [TaskItem]
}

extension TaskService {
  /// The first 50 tasks matching `query`, best first.
  public func search(_ query: String) async throws -> [TaskItem] {
    try await search(query, limit: 50)
  }
}

import Foundation
import GRDB

/// ``TaskService`` over the app database.
public struct SQLiteTaskService: TaskService {
  let context: ServiceContext

  public init(context: ServiceContext) {
    self.context = context
  }

  @discardableResult
  public func create(_ draft: TaskDraft) async throws -> TaskItem {
    let draft = try validated(draft)
    let userID = try await context.userID()
    let now = context.now()
    let task = try await context.database.writer.write { db -> TaskItem in
      try Self.checkProject(draft.projectID, userID: userID, db: db)
      try db.execute(
        sql: """
          INSERT INTO tasks (user_id, project_id, title, notes, due, priority, done, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)
          """,
        arguments: [
          userID, draft.projectID, draft.title, draft.notes, draft.due?.description, draft.priority.rawValue,
          now, now,
        ])
      return TaskItem(
        id: db.lastInsertedRowID, title: draft.title, notes: draft.notes, due: draft.due,
        priority: draft.priority,
        projectID: draft.projectID, createdAt: now, updatedAt: now)
    }
    await context.cache.populate(\.tasks, with: [task])
    return task
  }

  @discardableResult
  public func edit(_ id: TaskItem.ID, to draft: TaskDraft) async throws -> TaskItem {
    let draft = try validated(draft)
    let userID = try await context.userID()
    let now = context.now()
    let task = try await context.database.writer.write { db -> TaskItem in
      try Self.checkProject(draft.projectID, userID: userID, db: db)
      try db.execute(
        sql: """
          UPDATE tasks SET title = ?, notes = ?, due = ?, priority = ?, project_id = ?, updated_at = ?
          WHERE id = ? AND user_id = ?
          """,
        arguments: [
          draft.title, draft.notes, draft.due?.description, draft.priority.rawValue, draft.projectID, now, id,
          userID,
        ])
      guard let task = try TaskItem.fetch(db, id: id, userID: userID) else { throw ContentError.notFound }
      return task
    }
    await context.cache.populate(\.tasks, with: [task])
    return task
  }

  public func toggleDone(_ id: TaskItem.ID) async throws {
    try await update(id, sql: "done = NOT done")
  }

  public func move(_ id: TaskItem.ID, to project: Project.ID?) async throws {
    let userID = try await context.userID()
    try await context.database.writer.write { db in try Self.checkProject(project, userID: userID, db: db) }
    try await update(id, sql: "project_id = ?", arguments: [project])
  }

  public func delete(_ id: TaskItem.ID) async throws {
    let userID = try await context.userID()
    try await context.database.writer.write { db in
      try db.execute(sql: "DELETE FROM tasks WHERE id = ? AND user_id = ?", arguments: [id, userID])
      guard db.changesCount > 0 else { throw ContentError.notFound }
    }
    await context.cache.update(\.tasks) { $0.removeAll { $0.id == id } }
  }

  @discardableResult
  public func loadAll() async throws -> [TaskItem] {
    let userID = try await context.userID()
    return try await context.load(\.tasks) { db in
      // A cursor decodes one row at a time, so 100,000 tasks never exist twice in memory.
      var tasks: [TaskItem] = []
      let rows = try Row.fetchCursor(
        db, sql: "SELECT \(TaskItem.columns) FROM tasks WHERE user_id = ? ORDER BY id", arguments: [userID])
      while let row = try rows.next() { tasks.append(TaskItem(row: row)) }
      return tasks
    }
  }

  public func page(limit: Int, offset: Int) async throws -> [TaskItem] {
    let userID = try await context.userID()
    return try await context.database.writer.read { db in
      try Row.fetchAll(
        db, sql: "SELECT \(TaskItem.columns) FROM tasks WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?",
        arguments: [userID, max(0, limit), max(0, offset)]
      ).map(TaskItem.init(row:))
    }
  }

  public func search(_ query: String, limit: Int = 50) async throws -> [TaskItem] {
    let userID = try await context.userID()
    guard let match = SearchQuery.fts(query) else { return [] }
    return try await context.database.writer.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT \(TaskItem.columns)
          FROM tasks_fts JOIN tasks ON tasks.id = tasks_fts.rowid
          WHERE tasks_fts MATCH ? AND tasks.user_id = ?
          ORDER BY bm25(tasks_fts, 10.0, 1.0), tasks.id DESC
          LIMIT ?
          """, arguments: [match, userID, max(1, limit)]
      ).map(TaskItem.init(row:))
    }
  }

  private func update(_ id: TaskItem.ID, sql: String, arguments: StatementArguments = []) async throws {
    let userID = try await context.userID()
    let now = context.now()
    let task = try await context.database.writer.write { db -> TaskItem in
      try db.execute(
        sql: "UPDATE tasks SET \(sql), updated_at = ? WHERE id = ? AND user_id = ?",
        arguments: arguments + [now, id, userID])
      guard db.changesCount > 0, let task = try TaskItem.fetch(db, id: id, userID: userID) else {
        throw ContentError.notFound
      }
      return task
    }
    await context.cache.populate(\.tasks, with: [task])
  }

  private func validated(_ draft: TaskDraft) throws -> TaskDraft {
    var draft = draft
    draft.title = draft.title.trimmingCharacters(in: .whitespaces)
    guard !draft.title.isEmpty else { throw ContentError.emptyTitle }
    return draft
  }

  /// Refuses a project that is not the user's.
  static func checkProject(_ project: Project.ID?, userID: Int64, db: Database) throws {
    guard let project else { return }
    let owned = try Bool.fetchOne(
      db, sql: "SELECT 1 FROM projects WHERE id = ? AND user_id = ?", arguments: [project, userID])
    guard owned == true else { throw ContentError.notFound }
  }
}

import Foundation
import GRDB

/// ``TaskService`` over the app database; every statement is scoped to the signed-in user.
public struct SQLiteTaskService: TaskService {
  let context: ServiceContext
  /// How many of the newest matches a search ranks (see ``search(_:limit:)``).
  let rankingWindow: Int

  /// The default ``rankingWindow``: ranking more than this many matches costs more than
  /// a keystroke should (about 5 ms per 2,000 on a 2-core machine).
  public static let defaultRankingWindow = 2_000

  /// A service writing into `context`'s cache; searches rank at most `rankingWindow` matches.
  public init(context: ServiceContext, rankingWindow: Int = SQLiteTaskService.defaultRankingWindow) {
    self.context = context
    self.rankingWindow = max(1, rankingWindow)
  }

  @discardableResult
  public func create(_ draft: TaskDraft) async throws -> TaskItem {
    let draft = try Self.validated(draft)
    let userID = try await context.userID()
    let now = context.now()
    return try await context.write(for: userID) { db -> TaskItem in
      try Self.checkProject(draft.projectID, userID: userID, db: db)
      let id = try Self.insert(draft, userID: userID, now: now, db: db)
      // Read back, so the cache holds exactly what a later load returns (dates to the ms).
      guard let task = try TaskItem.fetch(db, id: id, userID: userID) else {
        throw ContentError.notFound
      }
      return task
    } then: { cache, task in
      cache.apply(TaskChange(before: nil, after: task))
    }
  }

  @discardableResult
  public func edit(_ id: TaskItem.ID, to draft: TaskDraft) async throws -> TaskItem {
    let draft = try Self.validated(draft)
    return try await update(
      id, sql: "title = CAST(? AS TEXT), notes = CAST(? AS TEXT), due = ?, priority = ?, project_id = ?",
      arguments: [
        WholeText(string: draft.title), WholeText(string: draft.notes), draft.due?.description,
        draft.priority.rawValue, draft.projectID,
      ],
      project: draft.projectID)
  }

  @discardableResult
  public func edit(
    _ id: TaskItem.ID, from base: TaskDraft, to draft: TaskDraft, keepingMine: Bool
  ) async throws -> TaskItem {
    let draft = try Self.validated(draft)
    let userID = try await context.userID()
    let now = context.now()
    let change = try await context.write(for: userID) { db -> TaskChange in
      // Read and write in one transaction: no other write can come between them.
      guard let current = try TaskItem.fetch(db, id: id, userID: userID) else { throw ContentError.notFound }
      let (merged, conflicts) = draft.merged(from: base, into: TaskDraft(current), keepingMine: keepingMine)
      guard conflicts.isEmpty else { throw EditConflict(fields: conflicts, current: current) }
      try Self.checkProject(merged.projectID, userID: userID, db: db)
      try db.execute(
        sql: """
          UPDATE tasks SET title = CAST(? AS TEXT), notes = CAST(? AS TEXT), due = ?, priority = ?,
            project_id = ?, updated_at = ?
          WHERE id = ? AND user_id = ?
          """,
        arguments: [
          WholeText(string: merged.title), WholeText(string: merged.notes), merged.due?.description,
          merged.priority.rawValue, merged.projectID,
          now,
          id, userID,
        ])
      guard let task = try TaskItem.fetch(db, id: id, userID: userID) else { throw ContentError.notFound }
      return TaskChange(before: current, after: task)
    } then: { cache, change in
      cache.apply(change)
    }
    return change.after!
  }

  public func toggleDone(_ id: TaskItem.ID) async throws {
    try await update(id, sql: "done = NOT done")
  }

  public func setDone(_ id: TaskItem.ID, _ done: Bool) async throws {
    try await update(id, sql: "done = ?", arguments: [done])
  }

  public func move(_ id: TaskItem.ID, to project: Project.ID?) async throws {
    try await update(id, sql: "project_id = ?", arguments: [project], project: project)
  }

  public func delete(_ id: TaskItem.ID) async throws {
    let userID = try await context.userID()
    _ = try await context.write(for: userID) { db -> TaskItem in
      guard let before = try TaskItem.fetch(db, id: id, userID: userID) else { throw ContentError.notFound }
      try db.execute(sql: "DELETE FROM tasks WHERE id = ? AND user_id = ?", arguments: [id, userID])
      return before
    } then: { cache, before in
      cache.apply(TaskChange(before: before, after: nil))
    }
  }

  @discardableResult
  public func restore(_ task: TaskItem) async throws -> TaskItem {
    let userID = try await context.userID()
    let now = context.now()
    return try await context.write(for: userID) { db -> TaskItem in
      let project = try task.projectID.flatMap { try Self.owns($0, userID: userID, db: db) ? $0 : nil }
      // The id is never given out again (AUTOINCREMENT), so it is free unless the task is back
      // already: then it stays as it is.
      try db.execute(
        sql: """
          INSERT OR IGNORE INTO tasks
            (id, user_id, project_id, title, notes, due, priority, done, created_at, updated_at)
          VALUES (?, ?, ?, CAST(? AS TEXT), CAST(? AS TEXT), ?, ?, ?, ?, ?)
          """,
        arguments: [
          task.id, userID, project, WholeText(string: task.title), WholeText(string: task.notes),
          task.due?.description, task.priority.rawValue, task.isDone, task.createdAt, now,
        ])
      guard let restored = try TaskItem.fetch(db, id: task.id, userID: userID) else {
        throw ContentError.notFound
      }
      return restored
    } then: { cache, task in
      cache.apply(TaskChange(before: nil, after: task))
    }
  }

  @discardableResult
  public func loadAll() async throws -> [TaskItem] {
    let userID = try await context.userID()
    return try await context.load(for: userID, \.tasks, damaged: \.damagedTaskCount) { db in
      try TaskItem.decodeAll(db, sql: "WHERE user_id = ? ORDER BY id", arguments: [userID])
    }
  }

  public func page(limit: Int, offset: Int) async throws -> [TaskItem] {
    let userID = try await context.userID()
    return try await context.database.read { db in
      try TaskItem.fetchAll(
        db, sql: "WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?",
        arguments: [userID, max(0, limit), max(0, offset)])
    }
  }

  /// Runs `UPDATE tasks SET <sql>` on one of the user's tasks (after checking that
  /// `project`, if any, is the user's too), and applies the change (the row before and after,
  /// read in the same transaction) to the cache.
  @discardableResult
  private func update(
    _ id: TaskItem.ID, sql: String, arguments: StatementArguments = [], project: Project.ID? = nil
  ) async throws -> TaskItem {
    let userID = try await context.userID()
    let now = context.now()
    let change = try await context.write(for: userID) { db -> TaskChange in
      try Self.checkProject(project, userID: userID, db: db)
      guard let before = try TaskItem.fetch(db, id: id, userID: userID) else { throw ContentError.notFound }
      // Cached: a few kinds of update, each prepared once with the triggers it fires (the task
      // counts' are compiled into it), not at every key press.
      try db.cachedStatement(sql: "UPDATE tasks SET \(sql), updated_at = ? WHERE id = ? AND user_id = ?")
        .execute(arguments: arguments + [now, id, userID])
      guard db.changesCount > 0, let task = try TaskItem.fetch(db, id: id, userID: userID) else {
        throw ContentError.notFound
      }
      return TaskChange(before: before, after: task)
    } then: { cache, change in
      cache.apply(change)
    }
    return change.after!
  }

  static func validated(_ draft: TaskDraft) throws -> TaskDraft {
    var draft = draft
    draft.title = draft.title.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !draft.title.isEmpty else { throw ContentError.emptyTitle }
    return draft
  }

  /// Inserts `draft` (checked: ``validated(_:)``) as a task of `userID`'s made at `now`, done or
  /// not; returns its id. The triggers keep the search index, the counts and the project
  /// name in step.
  static func insert(
    _ draft: TaskDraft, userID: Int64, now: Date, done: Bool = false, db: Database
  ) throws
    -> TaskItem.ID
  {
    try db.execute(
      sql: """
        INSERT INTO tasks (user_id, project_id, title, notes, due, priority, done, created_at, updated_at)
        VALUES (?, ?, CAST(? AS TEXT), CAST(? AS TEXT), ?, ?, ?, ?, ?)
        """,
      arguments: [
        userID, draft.projectID, WholeText(string: draft.title), WholeText(string: draft.notes),
        draft.due?.description, draft.priority.rawValue, done,
        now, now,
      ])
    return db.lastInsertedRowID
  }

  /// Refuses a project that is not the user's.
  static func checkProject(_ project: Project.ID?, userID: Int64, db: Database) throws {
    guard let project else { return }
    guard try owns(project, userID: userID, db: db) else { throw ContentError.notFound }
  }

  /// Whether `project` is one of the user's.
  static func owns(_ project: Project.ID, userID: Int64, db: Database) throws -> Bool {
    try Bool.fetchOne(
      db, sql: "SELECT 1 FROM projects WHERE id = ? AND user_id = ?", arguments: [project, userID]) == true
  }

}

import DataCache
import Foundation
import GRDB

/// ``ProjectService`` over the app database; every statement is scoped to the signed-in user.
public struct SQLiteProjectService: ProjectService {
  let context: ServiceContext

  /// A service writing into `context`'s cache.
  public init(context: ServiceContext) {
    self.context = context
  }

  @discardableResult
  public func create(name: String) async throws -> Project {
    let name = try Self.validated(name)
    let userID = try await context.userID()
    let now = context.now()
    return try await context.write(for: userID) { db in
      try Self.insert(name: name, userID: userID, now: now, db: db)
    } then: { cache, project in
      cache.populate(\.projects, with: [project])
    }
  }

  public func rename(_ id: Project.ID, to name: String) async throws {
    let name = try Self.validated(name)
    let userID = try await context.userID()
    try await context.write(for: userID) { db in
      try db.execute(
        sql: "UPDATE projects SET name = CAST(? AS TEXT) WHERE id = ? AND user_id = ?",
        arguments: [WholeText(string: name), id, userID])
      guard db.changesCount > 0 else { throw ContentError.notFound }
    } then: { cache, _ in
      Self.showRenamed(id, to: name, in: cache)
    }
  }

  public func rename(_ id: Project.ID, from previous: String, to name: String) async throws {
    let name = try Self.validated(name)
    let userID = try await context.userID()
    // Read and written in one transaction: nothing can rename it between the check and the write.
    try await context.write(for: userID) { db in
      let statement = try db.makeStatement(sql: "SELECT name FROM projects WHERE id = ? AND user_id = ?")
      guard
        let current = try Row.decodeFirst(statement, arguments: [id, userID], { try $0.text(atIndex: 0) })
      else { throw ContentError.notFound }
      guard current == previous || current == name else { throw RenameConflict(current: current) }
      try db.execute(
        sql: "UPDATE projects SET name = CAST(? AS TEXT) WHERE id = ?",
        arguments: [WholeText(string: name), id])
    } then: { cache, _ in
      Self.showRenamed(id, to: name, in: cache)
    }
  }

  /// Puts project `id`'s new name in `cache`, and drops the lists ordered by project (their
  /// order changed).
  @MainActor
  private static func showRenamed(_ id: Project.ID, to name: String, in cache: DataCache<AppState>) {
    cache.batch { cache in
      cache.populate(\.projects, with: [Project(id: id, name: name)])
      cache.change { $0.dropProjectOrderedLists() }
    }
  }

  @discardableResult
  public func delete(_ id: Project.ID) async throws -> DeletedProject {
    let userID = try await context.userID()
    return try await context.write(for: userID) { db -> DeletedProject in
      // What the deletion loses, read in its transaction: the undo puts exactly this back.
      guard
        let row = try Row.fetchOne(
          db, sql: "SELECT name, created_at FROM projects WHERE id = ? AND user_id = ?",
          arguments: [id, userID])
      else { throw ContentError.notFound }
      let taskIDs = try Int64.fetchAll(
        db, sql: "SELECT id FROM tasks WHERE project_id = ? AND user_id = ? ORDER BY id",
        arguments: [id, userID])
      try db.execute(sql: "DELETE FROM projects WHERE id = ? AND user_id = ?", arguments: [id, userID])
      let createdAt: Date = row["created_at"] ?? Date(timeIntervalSince1970: 0)
      return DeletedProject(
        project: Project(id: id, name: try row.text(atIndex: 0)), createdAt: createdAt, taskIDs: taskIDs)
    } then: { cache, _ in
      cache.batch { cache in
        cache.update(\.projects) { $0.removeAll { $0.id == id } }
        cache.change { $0.forgetProject(id) }
      }
    }
  }

  @discardableResult
  public func loadAll() async throws -> [Project] {
    let userID = try await context.userID()
    return try await context.load(for: userID, \.projects, damaged: \.damagedProjectCount) { db in
      var decoded = Decoded<Project>()
      let rows = try Row.fetchCursor(
        db, sql: "SELECT id, name FROM projects WHERE user_id = ? ORDER BY name COLLATE NOCASE, id",
        arguments: [userID])
      while let row = try rows.next() {
        decoded.append { try Project(row: row) }
      }
      return decoded
    }
  }

  /// Inserts a project named `name` (checked: ``validated(_:)``) of `userID`'s, made at `now`.
  static func insert(name: String, userID: Int64, now: Date, db: Database) throws -> Project {
    try db.execute(
      sql: "INSERT INTO projects (user_id, name, created_at) VALUES (?, CAST(? AS TEXT), ?)",
      arguments: [userID, WholeText(string: name), now])
    return Project(id: db.lastInsertedRowID, name: name)
  }

  static func validated(_ name: String) throws -> String {
    let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !name.isEmpty else { throw ContentError.emptyName }
    return name
  }
}

import Foundation
import GRDB

/// The signed-in user's projects. Results are written into the cache.
public protocol ProjectService: Sendable {
  @discardableResult
  func create(name: String) async throws -> Project
  func rename(_ id: Project.ID, to name: String) async throws
  /// Deletes the project; its tasks stay, without a project.
  func delete(_ id: Project.ID) async throws
  @discardableResult
  func loadAll() async throws -> [Project]
}

/// Why a project or task operation was refused.
public enum ContentError: Error, Equatable, LocalizedError, Sendable {
  case emptyName
  case emptyTitle
  case notFound

  public var errorDescription: String? {
    switch self {
    case .emptyName: "A project needs a name"
    case .emptyTitle: "A task needs a title"
    case .notFound: "That item no longer exists"
    }
  }
}

/// ``ProjectService`` over the app database.
public struct SQLiteProjectService: ProjectService {
  let context: ServiceContext

  public init(context: ServiceContext) {
    self.context = context
  }

  @discardableResult
  public func create(name: String) async throws -> Project {
    let name = name.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { throw ContentError.emptyName }
    let userID = try await context.userID()
    let now = context.now()
    let project = try await context.database.writer.write { db in
      try db.execute(
        sql: "INSERT INTO projects (user_id, name, created_at) VALUES (?, ?, ?)",
        arguments: [userID, name, now])
      return Project(id: db.lastInsertedRowID, name: name)
    }
    await context.cache.populate(\.projects, with: [project])
    return project
  }

  public func rename(_ id: Project.ID, to name: String) async throws {
    let name = name.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { throw ContentError.emptyName }
    let userID = try await context.userID()
    try await context.database.writer.write { db in
      try db.execute(
        sql: "UPDATE projects SET name = ? WHERE id = ? AND user_id = ?", arguments: [name, id, userID])
      guard db.changesCount > 0 else { throw ContentError.notFound }
    }
    await context.cache.populate(\.projects, with: [Project(id: id, name: name)])
  }

  public func delete(_ id: Project.ID) async throws {
    let userID = try await context.userID()
    try await context.database.writer.write { db in
      try db.execute(sql: "DELETE FROM projects WHERE id = ? AND user_id = ?", arguments: [id, userID])
      guard db.changesCount > 0 else { throw ContentError.notFound }
    }
    await context.cache.batch { cache in
      cache.update(\.projects) { $0.removeAll { $0.id == id } }
      cache.update(\.tasks) { tasks in
        for index in tasks.indices where tasks[index].projectID == id { tasks[index].projectID = nil }
      }
    }
  }

  @discardableResult
  public func loadAll() async throws -> [Project] {
    let userID = try await context.userID()
    return try await context.load(\.projects) { db in
      try Row.fetchAll(
        db, sql: "SELECT id, name FROM projects WHERE user_id = ? ORDER BY name COLLATE NOCASE",
        arguments: [userID]
      ).map { Project(id: $0["id"], name: $0["name"]) }
    }
  }
}

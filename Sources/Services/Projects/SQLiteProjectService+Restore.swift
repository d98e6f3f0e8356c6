import DataCache
import Foundation
import GRDB

extension SQLiteProjectService {
  /// How many task ids one statement names (well under SQLite's smallest limit on arguments).
  static let idsPerStatement = 500

  public func restore(_ deleted: DeletedProject) async throws {
    let userID = try await context.userID()
    let project = deleted.project
    _ = try await context.write(for: userID) { db -> [TaskChange] in
      // Ids are never given out again (AUTOINCREMENT): the id is free unless the project is
      // back already, and then it stays as it is.
      try db.execute(
        sql:
          "INSERT OR IGNORE INTO projects (id, user_id, name, created_at) VALUES (?, ?, CAST(? AS TEXT), ?)",
        arguments: [project.id, userID, WholeText(string: project.name), deleted.createdAt])
      guard
        try Bool.fetchOne(
          db, sql: "SELECT 1 FROM projects WHERE id = ? AND user_id = ?", arguments: [project.id, userID])
          == true
      else { throw ContentError.notFound }
      return try Self.moveBack(deleted.taskIDs, into: project.id, userID: userID, db: db)
    } then: { cache, moved in
      cache.batch { cache in
        cache.populate(\.projects, with: [project])
        cache.change { state in
          for change in moved { state.apply(change) }
        }
      }
    }
  }

  /// Moves those of `ids` that are `userID`'s and in no project into `project`; returns each
  /// task's change.
  private static func moveBack(
    _ ids: [TaskItem.ID], into project: Project.ID, userID: Int64, db: Database
  ) throws -> [TaskChange] {
    var changes: [TaskChange] = []
    var start = ids.startIndex
    while start < ids.endIndex {
      let chunk = Array(ids[start..<min(start + idsPerStatement, ids.endIndex)])
      start += chunk.count
      let marks = Array(repeating: "?", count: chunk.count).joined(separator: ", ")
      let arguments = StatementArguments([userID]) + StatementArguments(chunk)
      let before = try TaskItem.fetchAll(
        db, sql: "WHERE user_id = ? AND project_id IS NULL AND id IN (\(marks))", arguments: arguments)
      guard !before.isEmpty else { continue }
      try db.execute(
        sql: "UPDATE tasks SET project_id = ? WHERE user_id = ? AND project_id IS NULL AND id IN (\(marks))",
        arguments: [project] + arguments)
      changes += before.map { task in
        var after = task
        after.projectID = project
        return TaskChange(before: task, after: after)
      }
    }
    return changes
  }
}

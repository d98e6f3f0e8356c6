import Foundation
import GRDB

extension AppDatabase {
  /// The routes with ids a shell completes after `switchyard open`: the projects and the most
  /// recent tasks (at most `limit`) of the user `token` signs in, read through a read-only
  /// connection (nothing is created, migrated or written). Empty when the file is not there,
  /// the token signs nobody in, or the file cannot be read.
  public static func completionRoutes(
    path: String, token: SignInToken, osUser: String, limit: Int = 200
  ) -> [String] {
    guard FileManager.default.fileExists(atPath: path) else { return [] }
    let routes = try? readingReadOnly(path, busyTimeout: .milliseconds(200)) { db -> [String] in
      guard let user = try sessionUser(db, token: token, osUser: osUser) else { return [] }
      let projects = try Int64.fetchAll(
        db, sql: "SELECT id FROM projects WHERE user_id = ? ORDER BY id", arguments: [user.id])
      let tasks = try Row.fetchAll(
        db, sql: "SELECT id, project_id FROM tasks WHERE user_id = ? ORDER BY id DESC LIMIT ?",
        arguments: [user.id, limit])
      return projects.map { "projects/\($0)" }
        + tasks.map { row in
          let id: Int64 = row["id"]
          let project: Int64? = row["project_id"]
          return project.map { "projects/\($0)/tasks/\(id)" } ?? "inbox/tasks/\(id)"
        }
    }
    return routes ?? []
  }
}

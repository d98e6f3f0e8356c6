import Foundation
import GRDB
import Testing

@testable import Services

/// The project name kept on each task for the order by project (`ProjectKeySchema`) follows
/// every way a task's project or a project's name changes, through the app's services and
/// through plain SQL.
@MainActor
@Suite("Each task keeps its project's name for the order by project")
struct ProjectKeyTests {
  /// Tasks whose kept name is not their project's (or `''` without one).
  static func stale(_ database: AppDatabase) throws -> [String] {
    try database.writer.read { db in
      try String.fetchAll(
        db,
        sql: """
          SELECT tasks.title FROM tasks LEFT JOIN projects ON projects.id = tasks.project_id
          WHERE tasks.project_key IS NOT COALESCE(projects.name, '')
          """)
    }
  }

  @Test("add, move, rename, delete the project: the kept name follows each change")
  func keptNameFollows() async throws {
    let folder = TemporaryFolder()
    let database = try AppDatabase(path: folder.path("keys.sqlite"))
    let services = Session(database: database, now: FakeNow())
    try await services.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let home = try await services.projects.create(name: "Home")
    let work = try await services.projects.create(name: "Work")
    let bread = try await services.tasks.create(TaskDraft(title: "Bread", projectID: home.id))
    _ = try await services.tasks.create(TaskDraft(title: "Loose"))
    #expect(try Self.stale(database) == [])
    let keptNames = {
      try database.writer.read { db in
        try String.fetchAll(db, sql: "SELECT project_key FROM tasks ORDER BY id")
      }
    }
    #expect(try keptNames() == ["Home", ""])

    try await services.tasks.move(bread.id, to: work.id)
    #expect(try keptNames() == ["Work", ""])
    try await services.projects.rename(work.id, to: "Office")
    #expect(try keptNames() == ["Office", ""])
    try await database.writer.write { db in
      try db.execute(sql: "UPDATE tasks SET project_id = ? WHERE title = 'Loose'", arguments: [home.id])
      try db.execute(sql: "UPDATE projects SET name = 'House' WHERE id = ?", arguments: [home.id])
    }
    #expect(try keptNames() == ["Office", "House"])
    try await database.writer.write { db in
      try db.execute(sql: "DELETE FROM projects WHERE id = ?", arguments: [work.id])
    }
    #expect(try keptNames() == ["", "House"])
    #expect(try Self.stale(database) == [])
  }
}

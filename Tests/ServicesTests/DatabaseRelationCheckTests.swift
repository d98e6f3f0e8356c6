import Foundation
import GRDB
import Testing

@testable import Services

/// `db check` finds damage between rows that SQLite's own integrity check passes, and `db
/// migrate` repairs what it can.
@MainActor
@Suite("db check: damage between rows")
struct DatabaseRelationCheckTests {
  /// A file with two accounts, a project each, and a task in Ada's project; then `damage`
  /// written with foreign keys and triggers off, as another program could.
  func damaged(_ folder: TemporaryFolder, _ damage: String) async throws -> String {
    let path = folder.path("app.sqlite")
    let database = try AppDatabase(path: path)
    let ada = Session(database: database)
    try await ada.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let home = try await ada.projects.create(name: "Home")
    _ = try await ada.tasks.create(TaskDraft(title: "Fix the tap", projectID: home.id))
    try await database.writer.writeWithoutTransaction { db in
      try db.execute(
        sql: """
          INSERT INTO users (name, email, password_hash, password_salt, password_iterations, created_at)
          VALUES ('Eve', 'eve@example.org', x'00', x'00', 1, 0);
          INSERT INTO projects (user_id, name, created_at) VALUES (last_insert_rowid(), 'Eve''s', 0);
          """)
      try db.execute(sql: "PRAGMA foreign_keys = OFF")
      try db.inTransaction {
        try db.execute(sql: damage)
        return .commit
      }
      try db.execute(sql: "PRAGMA foreign_keys = ON")
    }
    try database.close()
    return path
  }

  @Test("a sound file has none of these problems")
  func sound() async throws {
    let folder = TemporaryFolder()
    let path = try await damaged(folder, "SELECT 1")
    #expect(try AppDatabase.integrityCheck(path: path) == [])
  }

  @Test(
    "each kind of damage is named, with what repairs it",
    arguments: [
      ("UPDATE tasks SET project_id = 999", "point at a row that is gone (tasks → projects)"),
      (
        "UPDATE tasks SET project_id = (SELECT id FROM projects WHERE name = 'Eve''s')",
        "task(s) are in another account's project"
      ),
      ("UPDATE tasks SET project_key = 'Elsewhere'", "keep a project name that is not their project's"),
      ("UPDATE tasks_fts_data SET block = x'00ffffffff' WHERE id > 10", "the search index is damaged"),
    ])
  func named(damage: String, expected: String) async throws {
    let folder = TemporaryFolder()
    let path = try await damaged(folder, damage)
    let problems = try AppDatabase.integrityCheck(path: path)
    #expect(problems.contains { $0.contains(expected) }, "\(problems)")
  }

  @Test("db migrate puts a stale project name back")
  func repairProjectKey() async throws {
    let folder = TemporaryFolder()
    let path = try await damaged(folder, "UPDATE tasks SET project_key = 'Elsewhere'")
    let database = try AppDatabase(path: path)
    #expect(try database.repairProjectKeys() == ["put back the project names kept on 1 task(s)"])
    try database.close()
    #expect(try AppDatabase.integrityCheck(path: path) == [])
  }
}

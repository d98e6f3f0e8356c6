import Foundation
import GRDB
import Testing

@testable import Services

@Suite("Navigation state storage")
struct NavigationStateTests {
  @Test(
    "v6 → v7 keeps every user, project, task, session and search entry, and adds the per-user state table")
  func migrationFromV6() throws {
    let folder = TemporaryFolder()
    let path = folder.path("v6.sqlite")
    do {
      let queue = try DatabaseQueue(path: path)
      try Migrations.migrator.migrate(queue, upTo: "v6: sessions kept per OS user")
      try queue.write { db in
        try db.execute(
          sql: """
            INSERT INTO users (name, email, password_hash, password_salt, password_iterations, created_at)
            VALUES ('Ada', 'ada@example.com', x'01', x'02', 600000, '2026-01-01'),
                   ('Eve', 'eve@example.com', x'03', x'04', 600000, '2026-01-02');
            INSERT INTO projects (user_id, name, created_at) VALUES (1, 'Garden', '2026-01-01');
            INSERT INTO tasks (user_id, project_id, title, notes, due, priority, done, created_at, updated_at)
            VALUES (1, 1, 'Plant tulips', 'before the frost', '2026-02-01', 2, 0, '2026-01-01', '2026-01-01'),
                   (2, NULL, 'Read the manual', '', NULL, 0, 1, '2026-01-02', '2026-01-02');
            INSERT INTO sessions (token_hash, user_id, os_user, created_at) VALUES (x'0a0b', 1, '1000', '2026-01-03');
            INSERT INTO sign_in_attempts (email_key, failures, last_failure_at) VALUES (x'0c', 2, '2026-01-04');
            """)
      }
    }
    let before = try snapshot(of: path)
    let database = try AppDatabase(path: path)
    #expect(try database.appliedMigrations() == Migrations.migrator.migrations)
    #expect(try snapshot(of: path) == before)
    #expect(try database.integrityProblems().isEmpty)
    let storage = NavigationStateStorage(database: database)
    #expect(try storage.load(for: 1) == nil)
    try storage.save(#"{"entries":[]}"#, for: 1, at: Date(timeIntervalSince1970: 0))
    #expect(try storage.load(for: 1) == #"{"entries":[]}"#)
    #expect(try snapshot(of: path) == before)
  }

  @Test("each user has their own state; saving replaces it; deleting the user deletes it")
  func perUser() throws {
    let folder = TemporaryFolder()
    let database = try AppDatabase(path: folder.path("app.sqlite"))
    try database.addAdaAndEve()
    let storage = NavigationStateStorage(database: database)
    try storage.save("ada 1", for: 1, at: Date())
    try storage.save("eve", for: 2, at: Date())
    try storage.save("ada 2", for: 1, at: Date())
    #expect(try storage.load(for: 1) == "ada 2")
    #expect(try storage.load(for: 2) == "eve")
    try database.writer.write { try $0.execute(sql: "DELETE FROM users WHERE id = 1") }
    #expect(try storage.load(for: 1) == nil)
    #expect(try storage.load(for: 2) == "eve")
    #expect(throws: DatabaseFailure.self) { try storage.save("nobody", for: 99, at: Date()) }
  }

  /// Every row of the data tables, as text.
  private func snapshot(of path: String) throws -> [String] {
    let queue = try DatabaseQueue(path: path)
    return try queue.read { db in
      try ["users", "projects", "tasks", "sessions", "sign_in_attempts"].flatMap { table in
        // The tasks' stored columns (v11 adds generated ones, computed from these).
        let columns =
          table == "tasks"
          ? "id, user_id, project_id, title, notes, due, priority, done, created_at, updated_at" : "*"
        return try Row.fetchAll(db, sql: "SELECT \(columns) FROM \(table) ORDER BY rowid").map {
          "\(table) \($0)"
        }
      } + String.fetchAll(db, sql: "SELECT title FROM tasks_fts WHERE tasks_fts MATCH 'tulips OR manual'")
    }
  }
}

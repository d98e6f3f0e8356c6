import Foundation
import GRDB
import Testing

@testable import Services

@Suite("Appearance storage")
struct AppearanceStorageTests {
  /// A database with two users, Ada (1) and Eve (2).
  func database(_ folder: TemporaryFolder) throws -> AppDatabase {
    let database = try AppDatabase(path: folder.path("app.sqlite"))
    try database.addAdaAndEve()
    return database
  }

  @Test("each user keeps their own theme; saving replaces; nil forgets; deleting the user deletes it")
  func perUser() throws {
    let folder = TemporaryFolder()
    let database = try database(folder)
    let storage = AppearanceStorage(database: database)
    #expect(try storage.theme(for: 1) == nil)
    try storage.saveTheme("dark", for: 1)
    try storage.saveTheme("light", for: 2)
    try storage.saveTheme("light", for: 1)
    #expect(try storage.theme(for: 1) == "light")
    #expect(try storage.theme(for: 2) == "light")
    try storage.saveTheme(nil, for: 2)
    #expect(try storage.theme(for: 2) == nil)
    #expect(throws: DatabaseFailure.self) { try storage.saveTheme("dark", for: 99) }
    try database.writer.write { try $0.execute(sql: "DELETE FROM users WHERE id = 1") }
    #expect(try storage.theme(for: 1) == nil)
  }

  @Test("v8 → v9 keeps the list orders and adds the settings table")
  func migrationFromV8() throws {
    let folder = TemporaryFolder()
    let path = folder.path("v8.sqlite")
    do {
      let queue = try DatabaseQueue(path: path)
      try Migrations.migrator.migrate(queue, upTo: "v8: each task list's order per user")
      try queue.write { db in
        try db.execute(
          sql: """
            INSERT INTO users (name, email, password_hash, password_salt, password_iterations, created_at)
            VALUES ('Ada', 'ada@example.com', x'01', x'02', 600000, '2026-01-01');
            INSERT INTO list_sorts (user_id, list, sort) VALUES (1, 'inbox', 'title');
            """)
      }
    }
    let database = try AppDatabase(path: path)
    #expect(try database.appliedMigrations() == Migrations.migrator.migrations)
    #expect(try ListSortStorage(database: database).load(for: 1) == ["inbox": TaskOrder(.title)])
    #expect(try AppearanceStorage(database: database).theme(for: 1) == nil)
    #expect(try database.integrityProblems().isEmpty)
  }
}

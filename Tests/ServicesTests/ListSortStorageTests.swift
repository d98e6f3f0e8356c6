import Foundation
import GRDB
import Testing

@testable import Services

@Suite("List order storage")
struct ListSortStorageTests {
  /// A database with two users, Ada (1) and Eve (2).
  func database(_ folder: TemporaryFolder) throws -> AppDatabase {
    let database = try AppDatabase(path: folder.path("app.sqlite"))
    try database.addAdaAndEve()
    return database
  }

  @Test("each user's lists keep their own orders, direction included; saving replaces; nil removes the row")
  func perUserAndList() throws {
    let folder = TemporaryFolder()
    let storage = ListSortStorage(database: try database(folder))
    try storage.save(TaskOrder(.priority), list: "inbox", for: 1)
    try storage.save(TaskOrder(.title), list: "project:3", for: 1)
    try storage.save(TaskOrder(.due), list: "inbox", for: 2)
    try storage.save(TaskOrder(.due, order: .reverse), list: "inbox", for: 1)
    #expect(
      try storage.load(for: 1) == ["inbox": TaskOrder(.due, order: .reverse), "project:3": TaskOrder(.title)])
    #expect(try storage.load(for: 2) == ["inbox": TaskOrder(.due)])
    try storage.save(nil, list: "inbox", for: 1)
    #expect(try storage.load(for: 1) == ["project:3": TaskOrder(.title)])
    #expect(throws: DatabaseFailure.self) { try storage.save(TaskOrder(.title), list: "inbox", for: 99) }
  }

  @Test("an order this version does not know is left out; deleting the user deletes their orders")
  func unknownAndDeleted() throws {
    let folder = TemporaryFolder()
    let database = try database(folder)
    let storage = ListSortStorage(database: database)
    try storage.save(TaskOrder(.title), list: "inbox", for: 1)
    try database.writer.write { db in
      // An order of an earlier version (newest first) and one of a later.
      try db.execute(sql: "INSERT INTO list_sorts (user_id, list, sort) VALUES (1, 'project:1', 'colour')")
      try db.execute(sql: "INSERT INTO list_sorts (user_id, list, sort) VALUES (1, 'project:2', 'created')")
    }
    #expect(try storage.load(for: 1) == ["inbox": TaskOrder(.title)])
    try database.writer.write { try $0.execute(sql: "DELETE FROM users WHERE id = 1") }
    #expect(try storage.load(for: 1) == [:])
  }

  @Test("v7 → v8 keeps the navigation state and adds the list order table")
  func migrationFromV7() throws {
    let folder = TemporaryFolder()
    let path = folder.path("v7.sqlite")
    do {
      let queue = try DatabaseQueue(path: path)
      try Migrations.migrator.migrate(queue, upTo: "v7: navigation state per user")
      try queue.write { db in
        try db.execute(
          sql: """
            INSERT INTO users (name, email, password_hash, password_salt, password_iterations, created_at)
            VALUES ('Ada', 'ada@example.com', x'01', x'02', 600000, '2026-01-01');
            INSERT INTO navigation_state (user_id, state, saved_at) VALUES (1, '{"entries":[]}', '2026-01-03');
            """)
      }
    }
    let database = try AppDatabase(path: path)
    #expect(try database.appliedMigrations() == Migrations.migrator.migrations)
    #expect(try NavigationStateStorage(database: database).load(for: 1) == #"{"entries":[]}"#)
    #expect(try ListSortStorage(database: database).load(for: 1) == [:])
    #expect(try database.integrityProblems().isEmpty)
  }
}

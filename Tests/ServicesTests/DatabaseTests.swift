import Foundation
import GRDB
import Testing

@testable import Services

@Suite("Database file")
struct DatabaseTests {
  @Test("a new file is created with mode 0600 in a new 0700 folder, migrated, WAL, foreign keys on")
  func creation() throws {
    let folder = TemporaryFolder()
    let path = folder.path("nested/deeper/app.sqlite")
    let database = try AppDatabase(path: path)
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let folderAttributes = try FileManager.default.attributesOfItem(atPath: folder.path("nested/deeper"))
    #expect((folderAttributes[.posixPermissions] as? Int) == 0o700)
    #expect(try database.appliedMigrations() == Migrations.migrator.migrations)
    #expect(try database.writer.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
    #expect(try database.writer.read { try Bool.fetchOne($0, sql: "PRAGMA foreign_keys") } == true)
    #expect(try database.integrityProblems().isEmpty)
  }

  @Test(
    "every earlier schema version migrates forward, keeping its data",
    arguments: 1..<Migrations.migrator.migrations.count)
  func migrationFromEarlierVersion(applied: Int) throws {
    let folder = TemporaryFolder()
    let path = folder.path("old.sqlite")
    let migrations = Migrations.migrator.migrations
    do {
      let queue = try DatabaseQueue(path: path)
      try Migrations.migrator.migrate(queue, upTo: migrations[applied - 1])
      try queue.write { db in
        try db.execute(
          sql: """
            INSERT INTO users (name, email, password_hash, password_salt, password_iterations, created_at)
            VALUES ('Ada', 'ada@example.com', x'00', x'00', 1, '2026-01-01');
            INSERT INTO tasks (user_id, title, notes, created_at, updated_at)
            VALUES (1, 'Old task about llamas', '', '2026-01-01', '2026-01-01');
            """)
      }
    }
    let database = try AppDatabase(path: path, migrate: false)
    #expect(try database.needsMigration())
    try database.migrate()
    #expect(try !database.needsMigration())
    #expect(try database.appliedMigrations() == migrations)
    let found = try database.writer.read { db in
      try String.fetchOne(
        db, sql: "SELECT title FROM tasks_fts WHERE tasks_fts MATCH 'llama*'")
    }
    #expect(found == "Old task about llamas")
  }

  @Test("a directory path is refused")
  func directory() throws {
    let folder = TemporaryFolder()
    #expect(throws: DatabaseFailure.isDirectory(folder.url.path)) { try AppDatabase(path: folder.url.path) }
  }

  @Test("a file that is not a database is refused and left untouched")
  func notADatabase() throws {
    let folder = TemporaryFolder()
    let path = folder.path("notes.txt")
    let contents = Data(String(repeating: "these are my precious notes\n", count: 200).utf8)
    try contents.write(to: URL(fileURLWithPath: path))
    #expect(throws: DatabaseFailure.notADatabase(path)) { try AppDatabase(path: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents)
  }

  @Test("a database from a newer version of switchyard is refused")
  func newerSchema() throws {
    let folder = TemporaryFolder()
    let path = folder.path("future.sqlite")
    do {
      let database = try AppDatabase(path: path)
      try database.writer.write { db in
        try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99: from the future')")
      }
    }
    #expect(throws: DatabaseFailure.newerSchema(path)) { try AppDatabase(path: path) }
  }

  @Test("a database locked by another program past the timeout is refused")
  func locked() throws {
    let folder = TemporaryFolder()
    let path = folder.path("locked.sqlite")
    _ = try AppDatabase(path: path)
    let other = try DatabaseQueue(path: path)
    let holding = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      try? other.inTransaction(.exclusive) { db in
        try db.execute(sql: "DELETE FROM tasks")
        holding.signal()
        release.wait()
        return .commit
      }
      done.signal()
    }
    holding.wait()
    #expect(throws: DatabaseFailure.locked(path)) {
      let database = try AppDatabase(path: path, busyTimeout: .milliseconds(50))
      do {
        try database.writer.write { db in try db.execute(sql: "DELETE FROM tasks") }
      } catch let error as DatabaseError {
        throw AppDatabase.failure(for: error, path: path)
      }
    }
    release.signal()
    done.wait()
  }

  @Test(
    "read-only and unreadable files are refused",
    .enabled(if: getuid() != 0, "root can read and write any file"))
  func permissions() throws {
    let folder = TemporaryFolder()
    let path = folder.path("ro.sqlite")
    _ = try AppDatabase(path: path)
    chmod(path, 0o400)
    #expect(throws: DatabaseFailure.readOnly(path)) { try AppDatabase(path: path) }
    chmod(path, 0o000)
    #expect(throws: DatabaseFailure.unreadable(path)) { try AppDatabase(path: path) }
  }

  @Test("two instances on one file both keep working")
  func twoInstances() async throws {
    let folder = TemporaryFolder()
    let path = folder.path("shared.sqlite")
    let first = try AppDatabase(path: path)
    let second = try AppDatabase(path: path)
    let one = await Session(database: first)
    let two = await Session(database: second)
    try await one.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    try await two.auth.signIn(email: "ada@example.com", password: "correct horse")
    try await one.tasks.create(TaskDraft(title: "from the first"))
    try await two.tasks.create(TaskDraft(title: "from the second"))
    let seen = try await one.tasks.loadAll().map(\.title)
    #expect(seen == ["from the first", "from the second"])
  }
}

import Foundation
import GRDB
import Testing

@testable import Services

@MainActor
@Suite("Damaged rows are skipped and counted, never a crash")
struct DamagedRowTests {
  @Test("a task whose dates cannot be read is left out of loads and searches, and counted")
  func damagedTask() async throws {
    let folder = TemporaryFolder()
    let session = try await Session.signedIn(folder)
    let database = session.context.database
    let kept = try await session.tasks.create(TaskDraft(title: "readable task"))
    let broken = try await session.tasks.create(TaskDraft(title: "secret title", notes: "secret notes"))
    for column in ["created_at", "updated_at"] {
      try await database.writer.write { db in
        try db.execute(sql: "UPDATE tasks SET \(column) = 'not a date' WHERE id = ?", arguments: [broken.id])
      }
      #expect(try await session.tasks.loadAll() == [kept])
      #expect(session.cache.value.damagedTaskCount == 1)
      #expect(try await session.tasks.search("secret").isEmpty)
      #expect(try await session.tasks.page(limit: 10, offset: 0) == [kept])
      try await database.writer.write { db in
        try db.execute(sql: "UPDATE tasks SET \(column) = '2026-01-01' WHERE id = ?", arguments: [broken.id])
      }
    }
    try await database.writer.write { db in try db.execute(sql: "UPDATE tasks SET due = 42") }
    #expect(try await session.tasks.loadAll().count == 2, "a due day that is no day reads as none")
    #expect(session.cache.value.damagedTaskCount == 0)
  }

  @Test("a damaged task read by its id (to toggle, move, open it) is not found; the error quotes nothing")
  func damagedTaskByID() async throws {
    let folder = TemporaryFolder()
    let session = try await Session.signedIn(folder)
    let database = session.context.database
    let broken = try await session.tasks.create(TaskDraft(title: "secret title", notes: "secret notes"))
    try await database.writer.write { db in
      try db.execute(sql: "UPDATE tasks SET created_at = 'not a date' WHERE id = ?", arguments: [broken.id])
    }
    let userID = try #require(session.cache.value.session?.id)
    #expect(try database.task(broken.id, of: userID) == nil)
    await #expect(throws: ContentError.notFound) { try await session.tasks.toggleDone(broken.id) }
    await #expect(throws: ContentError.notFound) { try await session.tasks.move(broken.id, to: nil) }
    let done = try await database.writer.read { db in
      try Bool.fetchOne(db, sql: "SELECT done FROM tasks WHERE id = ?", arguments: [broken.id])
    }
    #expect(done == false, "nothing was written")
  }

  @Test("a damaged task in a list: the list ends after its last readable row, with no placeholder")
  func damagedTaskInAList() async throws {
    let folder = TemporaryFolder()
    let session = try await Session.signedIn(folder)
    let database = session.context.database
    for number in 1...5 { try await session.tasks.create(TaskDraft(title: "task \(number)")) }
    try await database.writer.write { db in
      try db.execute(sql: "UPDATE tasks SET created_at = 'not a date' WHERE title = 'task 3'")
    }
    let inbox = TaskListKey(.inbox(.all))
    try await session.tasks.loadPage(of: inbox, around: 0)
    let window = try #require(session.cache.value.lists[inbox])
    #expect(window.total == 4 && window.ids.count == 4, "\(window)")
    #expect(session.cache.value.damagedTaskCount == 1)
  }

  @Test("a NUL inside a title or a name (written by another program) is read whole, not cut there")
  func nulInText() async throws {
    let folder = TemporaryFolder()
    let session = try await Session.signedIn(folder)
    let database = session.context.database
    let task = try await session.tasks.create(TaskDraft(title: "placeholder"))
    let project = try await session.projects.create(name: "placeholder")
    try await database.writer.write { db in
      try db.execute(
        sql: "UPDATE tasks SET title = 'Rent' || char(0) || 'paid', notes = 'a' || char(0) || 'b'")
      try db.execute(sql: "UPDATE projects SET name = 'Home' || char(0) || 'work'")
    }
    let loaded = try await session.tasks.loadAll().first { $0.id == task.id }
    #expect(loaded?.title == "Rent\u{0}paid" && loaded?.notes == "a\u{0}b")
    let projects = try await session.projects.loadAll()
    #expect(projects.first { $0.id == project.id }?.name == "Home\u{0}work")
  }

  @Test("a task whose title holds a NUL edits like any other: kept whole, no false conflict")
  func nulSurvivesEdits() async throws {
    let folder = TemporaryFolder()
    let session = try await Session.signedIn(folder)
    let task = try await session.tasks.create(TaskDraft(title: "placeholder"))
    try await session.context.database.writer.write { db in
      try db.execute(sql: "UPDATE tasks SET title = 'Rent' || char(0) || 'paid'")
    }
    let loaded = try #require(try await session.tasks.loadAll().first { $0.id == task.id })
    var draft = TaskDraft(loaded)
    draft.notes = "first"
    let first = try await session.tasks.edit(task.id, from: TaskDraft(loaded), to: draft, keepingMine: false)
    #expect(first.title == "Rent\u{0}paid", "the title is written back whole")
    var again = TaskDraft(first)
    again.notes = "second"
    let second = try await session.tasks.edit(task.id, from: TaskDraft(first), to: again, keepingMine: false)
    #expect(second.title == "Rent\u{0}paid" && second.notes == "second")
  }

  /// Drops the `NOT NULL` of `table.column` from the schema, as a crafted file could.
  static func allowNull(in path: String, table: String, column: String) throws {
    let queue = try DatabaseQueue(path: path)
    try queue.writeWithoutTransaction { db in
      let version = try Int.fetchOne(db, sql: "PRAGMA schema_version") ?? 0
      try db.execute(sql: "PRAGMA writable_schema = ON")
      try db.execute(
        sql: "UPDATE sqlite_schema SET sql = replace(sql, ?, ?) WHERE name = ?",
        arguments: ["\(column) TEXT NOT NULL", "\(column) TEXT", table])
      try db.execute(sql: "PRAGMA schema_version = \(version + 1)")
      try db.execute(sql: "PRAGMA writable_schema = OFF")
    }
    try queue.close()
  }

  @Test("db check lists damaged tasks, projects and accounts by id, without their contents")
  func checkListsDamage() async throws {
    let folder = TemporaryFolder()
    let path = folder.path("a.sqlite")
    let database = try AppDatabase(path: path)
    let session = Session(database: database)
    try await session.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let project = try await session.projects.create(name: "Home")
    let task = try await session.tasks.create(TaskDraft(title: "secret title"))
    try database.close()
    try Self.allowNull(in: path, table: "projects", column: "name")
    try Self.allowNull(in: path, table: "users", column: "name")
    let reopened = try AppDatabase(path: path)
    try await reopened.writer.write { db in
      try db.execute(sql: "UPDATE tasks SET created_at = 'garbage' WHERE id = ?", arguments: [task.id])
      try db.execute(sql: "UPDATE projects SET name = NULL WHERE id = ?", arguments: [project.id])
      try db.execute(sql: "UPDATE users SET name = NULL")
    }
    let again = Session(database: reopened)
    again.cache.update(\.session, with: User(id: 1, name: "Ada", email: "ada@example.com"))
    #expect(try await again.projects.loadAll().isEmpty)
    #expect(again.cache.value.damagedProjectCount == 1)
    let problems = try AppDatabase.integrityCheck(path: path)
    #expect(
      problems == [
        "task \(task.id) of user 1: a value is missing or unreadable",
        "project \(project.id) of user 1: a value is missing or unreadable",
        "account 1: a value is missing or unreadable",
      ])
    await again.auth.signOut()
    await #expect(throws: AuthError.invalidCredentials, "a damaged account cannot sign in, nor crash") {
      try await again.auth.signIn(email: "ada@example.com", password: "correct horse")
    }
  }
}

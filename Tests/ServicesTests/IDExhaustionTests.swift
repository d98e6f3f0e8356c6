import Foundation
import GRDB
import Testing

@testable import Services

@MainActor
@Suite("A table that has used up its ids says so, not that the disk is full")
struct IDExhaustionTests {
  @Test("a task with id 2^63−1 (a hand-edited file): creating another names the cause")
  func exhausted() async throws {
    let folder = TemporaryFolder()
    let path = folder.path("a.sqlite")
    let database = try AppDatabase(path: path)
    let session = Session(database: database)
    try await session.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let task = try await session.tasks.create(TaskDraft(title: "ordinary"))
    try await database.writer.write { db in
      try db.execute(sql: "UPDATE tasks SET id = ? WHERE id = ?", arguments: [Int64.max, task.id])
    }
    await #expect(throws: DatabaseFailure.idsExhausted(path, table: "tasks")) {
      try await session.tasks.create(TaskDraft(title: "one more"))
    }
    do {
      _ = try await session.tasks.create(TaskDraft(title: "one more"))
    } catch {
      #expect(!"\(error)".contains("disk is full") && "\(error)".contains("largest id"))
    }
    #expect(try await session.tasks.loadAll().map(\.title) == ["ordinary"], "nothing was half written")
    _ = try await session.projects.create(name: "Still works")
  }
}

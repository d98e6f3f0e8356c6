import Foundation
import GRDB
import Testing

@testable import Services

@MainActor
@Suite("Closing the database: the main file alone holds every write")
struct DatabaseCloseTests {
  /// Opens a copy of the main file only (no `-wal`, no `-shm`) and returns its task titles.
  static func titlesInCopyOfMainFile(_ path: String, folder: TemporaryFolder) throws -> [String] {
    let copy = folder.path("copy-\(UUID().uuidString).sqlite")
    try FileManager.default.copyItem(atPath: path, toPath: copy)
    let queue = try DatabaseQueue(path: copy)
    defer { try? queue.close() }
    return try queue.read { db in
      guard try db.tableExists("tasks") else { return [] }
      return try String.fetchAll(db, sql: "SELECT title FROM tasks ORDER BY id")
    }
  }

  @Test("a checkpoint that fails at close (a full disk) is tried three times, then says where the writes are")
  func failedCheckpoint() async throws {
    let folder = TemporaryFolder()
    let path = folder.path("app.sqlite")
    let database = try AppDatabase(path: path)
    let session = Session(database: database)
    try await session.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    try await session.tasks.create(TaskDraft(title: "kept in the log"))
    final class Attempts: @unchecked Sendable {
      // Written only by the database's writer queue, one close at a time; read after it.
      var count = 0
    }
    let attempts = Attempts()
    #expect(throws: DatabaseFailure.pendingLog(path, reason: "cannot write \(path): the disk is full")) {
      try database.close { _ in
        attempts.count += 1
        throw DatabaseError(resultCode: .SQLITE_FULL)
      }
    }
    #expect(attempts.count == 3)
    let message = DatabaseFailure.pendingLog(path, reason: "the disk is full").description
    #expect(message.contains("\(path)-wal") && message.contains("keep that file beside it"))
    let reopened = try AppDatabase(path: path)
    let titles = try await reopened.read { db in try String.fetchAll(db, sql: "SELECT title FROM tasks") }
    #expect(titles == ["kept in the log"], "every acknowledged write is in the -wal")
    try reopened.close()
  }

  @Test("after close, a copy of the main file without its -wal has every task")
  func closeCheckpoints() async throws {
    let folder = TemporaryFolder()
    let path = folder.path("app.sqlite")
    let database = try AppDatabase(path: path)
    let session = Session(database: database)
    try await session.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    for title in ["one", "two", "three"] { try await session.tasks.create(TaskDraft(title: title)) }
    #expect(try Self.titlesInCopyOfMainFile(path, folder: folder) == [], "still in the -wal before closing")
    try database.close()
    #expect(try Self.titlesInCopyOfMainFile(path, folder: folder) == ["one", "two", "three"])
    #expect(try AppDatabase.integrityCheck(path: path).isEmpty)
  }

  @Test("closing while another connection is open still copies every write into the main file")
  func closeWithAnotherReader() async throws {
    let folder = TemporaryFolder()
    let path = folder.path("app.sqlite")
    let database = try AppDatabase(path: path)
    let other = try AppDatabase(path: path)
    let session = Session(database: database)
    try await session.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    try await session.tasks.create(TaskDraft(title: "kept"))
    _ = try other.integrityProblems()
    try database.close()
    #expect(try Self.titlesInCopyOfMainFile(path, folder: folder) == ["kept"])
    try other.close()
  }

  @Test("db check says when a sound SQLite file has no switchyard tables (a copy made without its -wal)")
  func checkWithoutSchema() async throws {
    let folder = TemporaryFolder()
    let path = folder.path("app.sqlite")
    let database = try AppDatabase(path: path)
    let copy = folder.path("main-file-only.sqlite")
    try FileManager.default.copyItem(atPath: path, toPath: copy)
    #expect(throws: DatabaseFailure.notSwitchyard(copy)) { try AppDatabase.integrityCheck(path: copy) }
    let empty = folder.path("empty.sqlite")
    #expect(FileManager.default.createFile(atPath: empty, contents: nil))
    #expect(throws: DatabaseFailure.notSwitchyard(empty)) { try AppDatabase.integrityCheck(path: empty) }
    try database.close()
    #expect(try AppDatabase.integrityCheck(path: path).isEmpty)
  }
}

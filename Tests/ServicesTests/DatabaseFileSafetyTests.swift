import Foundation
import GRDB
import Testing

@testable import Services

@Suite("Database file safety: odd files, symbolic links, failed creation")
struct DatabaseFileSafetyTests {
  func mode(_ path: String) throws -> Int? {
    try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
  }

  @Test("a dangling symbolic link as the path creates its target, -wal and -shm with mode 0600")
  func danglingLink() throws {
    let folder = TemporaryFolder()
    let target = folder.path("real/app.sqlite")
    try FileManager.default.createDirectory(atPath: folder.path("real"), withIntermediateDirectories: true)
    let link = folder.path("link.sqlite")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/app.sqlite")
    let saved = umask(0o022)
    defer { umask(saved) }
    let database = try AppDatabase(path: link)
    try database.writer.write { db in
      try db.execute(sql: "INSERT INTO projects (user_id, name, created_at) SELECT 1, 'x', 0 WHERE 0")
    }
    #expect(try mode(target) == 0o600)
    #expect(try mode(target + "-wal") == 0o600)
    #expect(try mode(target + "-shm") == 0o600)
    try database.close()
  }

  @Test("a FIFO is refused at once, by the app and by db check, instead of hanging")
  func fifo() throws {
    let folder = TemporaryFolder()
    let path = folder.path("pipe.sqlite")
    #expect(mkfifo(path, 0o600) == 0)
    #expect(throws: DatabaseFailure.notARegularFile(path)) { try AppDatabase(path: path) }
    #expect(throws: DatabaseFailure.notARegularFile(path)) { try AppDatabase.integrityCheck(path: path) }
  }

  @Test("a database from a newer version is refused before anything is written to it")
  func newerSchemaUntouched() throws {
    let folder = TemporaryFolder()
    let path = folder.path("future.sqlite")
    do {
      let database = try AppDatabase(path: path)
      try database.writer.write { db in
        try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99: from the future')")
      }
      try database.close()
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(throws: DatabaseFailure.newerSchema(path)) { try AppDatabase(path: path) }
    let known = Migrations.migrator.migrations.count
    #expect(
      try AppDatabase.newerSchemaNote(path: path)
        == "\(path) was written by a newer switchyard (schema version \(known + 1); this one knows \(known)): "
        + "its data passed the check, but this switchyard will not open it; upgrade switchyard")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    let wal = try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int
    #expect((wal ?? 0) == 0, "nothing waits in a -wal file to be written either")
  }

  @Test("another program's SQLite file is refused with nothing written; an empty one is taken")
  func otherProgramsDatabase() throws {
    let folder = TemporaryFolder()
    let path = folder.path("notes.sqlite")
    do {
      let other = try DatabaseQueue(path: path)
      try other.write { db in
        try db.execute(
          sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes VALUES (1, 'x')")
      }
      try other.close()
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(throws: DatabaseFailure.otherProgramsDatabase(path)) { try AppDatabase(path: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "not switched to WAL, no table added")
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    // An SQLite file with no table at all (made by `sqlite3 file ''`, say) is filled as a new one.
    let empty = folder.path("empty.sqlite")
    try DatabaseQueue(path: empty).close()
    let database = try AppDatabase(path: empty)
    #expect(try database.appliedMigrations().isEmpty == false)
    try database.close()
  }

  @Test("a failed first open removes the file it created (no 0-byte file left behind)")
  func failedCreateLeavesNothing() throws {
    let folder = TemporaryFolder()
    let path = folder.path("app.sqlite")
    // A directory where SQLite wants the -wal file makes opening fail after the file exists.
    try FileManager.default.createDirectory(atPath: path + "-wal", withIntermediateDirectories: false)
    #expect(throws: DatabaseFailure.self) { try AppDatabase(path: path) }
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("a full disk is named as such, even when SQLite only reports an I/O error")
  func diskFull() {
    let ioError = DatabaseError(resultCode: .SQLITE_IOERR, message: "disk I/O error")
    #expect(AppDatabase.failure(for: ioError, path: "/x", freeBytes: { _ in 0 }) == .diskFull("/x"))
    #expect(AppDatabase.failure(for: ioError, path: "/x", freeBytes: { _ in 16_384 }) == .diskFull("/x"))
    #expect(
      AppDatabase.failure(for: ioError, path: "/x", freeBytes: { _ in 1 << 30 })
        == .other("database error: disk I/O error"))
    #expect(AppDatabase.failure(for: DatabaseError(resultCode: .SQLITE_FULL), path: "/x") == .diskFull("/x"))
    #expect(DatabaseFailure.diskFull("/x").description == "cannot write /x: the disk is full")
  }
}

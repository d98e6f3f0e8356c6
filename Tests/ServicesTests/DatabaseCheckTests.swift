import Foundation
import GRDB
import Testing

@testable import Services

@Suite("Database file: permissions, locks, integrity")
struct DatabaseCheckTests {
  func mode(_ path: String) throws -> Int? {
    try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
  }

  @Test("the database and its -wal and -shm files are never readable by others")
  func sidecarModes() throws {
    let folder = TemporaryFolder()
    let path = folder.path("app.sqlite")
    let database = try AppDatabase(path: path)
    try database.writer.write { db in
      try db.execute(
        sql:
          "INSERT INTO users (name, email, password_hash, password_salt, password_iterations, created_at) VALUES ('a', 'a@b.c', x'00', x'00', 1, 0)"
      )
    }
    #expect(try mode(path) == 0o600)
    #expect(try mode(path + "-wal") == 0o600)
    #expect(try mode(path + "-shm") == 0o600)
  }

  @Test("an existing file's mode is left as it is")
  func existingModeKept() throws {
    let folder = TemporaryFolder()
    let path = folder.path("app.sqlite")
    _ = try AppDatabase(path: path)
    chmod(path, 0o640)
    _ = try AppDatabase(path: path)
    #expect(try mode(path) == 0o640)
  }

  @Test("a service call blocked by another connection's lock past the timeout fails as locked")
  @MainActor
  func lockedDuringServiceCall() async throws {
    let folder = TemporaryFolder()
    let path = folder.path("locked.sqlite")
    let session = Session(database: try AppDatabase(path: path, busyTimeout: .milliseconds(50)))
    try await session.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    var holder = Configuration()
    holder.allowsUnsafeTransactions = true  // this connection keeps its lock between accesses
    let other = try DatabaseQueue(path: path, configuration: holder)
    try await other.writeWithoutTransaction { db in try db.execute(sql: "BEGIN EXCLUSIVE") }
    await #expect(throws: DatabaseFailure.locked(path)) {
      try await session.tasks.create(TaskDraft(title: "blocked"))
    }
    let loaded = try await session.tasks.loadAll()
    #expect(loaded.isEmpty, "reads still work in WAL mode")
    try await other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
    let created = try await session.tasks.create(TaskDraft(title: "unblocked"))
    #expect(created.title == "unblocked")
    #expect(DatabaseFailure.locked(path).errorDescription?.contains("locked") == true)
  }

  @Test("the integrity check passes a sound file without changing it")
  func integrityOK() throws {
    let folder = TemporaryFolder()
    let path = folder.path("app.sqlite")
    do { _ = try AppDatabase(path: path) }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(try AppDatabase.integrityCheck(path: path).isEmpty)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test("the integrity check refuses a missing file, a directory and a non-database, creating nothing")
  func integrityRefusals() throws {
    let folder = TemporaryFolder()
    let missing = folder.path("missing/none.sqlite")
    #expect(throws: DatabaseFailure.missing(missing)) { try AppDatabase.integrityCheck(path: missing) }
    #expect(!FileManager.default.fileExists(atPath: folder.path("missing")))
    #expect(throws: DatabaseFailure.isDirectory(folder.url.path)) {
      try AppDatabase.integrityCheck(path: folder.url.path)
    }
    let text = folder.path("notes.txt")
    try Data(String(repeating: "not sqlite\n", count: 100).utf8).write(to: URL(fileURLWithPath: text))
    #expect(throws: DatabaseFailure.notADatabase(text)) { try AppDatabase.integrityCheck(path: text) }
  }

  @Test("the integrity check reports damage inside a real database")
  func integrityDamage() throws {
    let folder = TemporaryFolder()
    let path = folder.path("damaged.sqlite")
    do {
      let queue = try DatabaseQueue(path: path)
      try queue.write { db in
        try db.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT); CREATE INDEX t_v ON t(v)")
        for number in 0..<2_000 {
          try db.execute(sql: "INSERT INTO t (v) VALUES (?)", arguments: ["value \(number)"])
        }
      }
    }
    // Overwrite the middle of the file (index and table pages), keeping the header intact.
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let start = bytes.count / 2
    bytes.replaceSubrange(start..<(start + 4096), with: Data(repeating: 0x5A, count: 4096))
    try bytes.write(to: URL(fileURLWithPath: path))
    do {
      let problems = try AppDatabase.integrityCheck(path: path)
      #expect(!problems.isEmpty)
    } catch let failure as DatabaseFailure {
      #expect(failure == .corrupt(path), "a damaged SQLite file is called damaged, not foreign")
    }
  }

  @Test("the integrity check works on a read-only file", .enabled(if: getuid() != 0, "root ignores modes"))
  func integrityReadOnly() throws {
    let folder = TemporaryFolder()
    let path = folder.path("ro.sqlite")
    do { _ = try AppDatabase(path: path) }
    chmod(path, 0o400)
    #expect(try AppDatabase.integrityCheck(path: path).isEmpty)
  }

  @Test("SQLite result codes map to the typed failures (read-only and permission cases run even as root)")
  func resultCodeMapping() {
    let cases: [(ResultCode, DatabaseFailure)] = [
      (.SQLITE_NOTADB, .notADatabase("/x")), (.SQLITE_CORRUPT, .corrupt("/x")),
      (.SQLITE_BUSY, .locked("/x")), (.SQLITE_LOCKED, .locked("/x")), (.SQLITE_READONLY, .readOnly("/x")),
      (.SQLITE_CANTOPEN, .unreadable("/x")), (.SQLITE_PERM, .unreadable("/x")),
    ]
    for (code, expected) in cases {
      #expect(AppDatabase.failure(for: DatabaseError(resultCode: code), path: "/x") == expected)
    }
    let other = AppDatabase.failure(
      for: DatabaseError(resultCode: .SQLITE_IOERR, message: "disk I/O error"), path: "/x")
    #expect(other == .other("database error: disk I/O error"))
  }

  @Test("every failure has a one-line message naming the file")
  func messages() {
    let failures: [DatabaseFailure] = [
      .isDirectory("/x"), .missing("/x"), .unreadable("/x"), .readOnly("/x"), .notADatabase("/x"),
      .corrupt("/x"),
      .newerSchema("/x"), .locked("/x"), .cannotCreate("/x", "no space"),
    ]
    for failure in failures {
      let message = failure.errorDescription ?? ""
      #expect(message.contains("/x") && !message.contains("\n"))
    }
  }
}

import Foundation
import GRDB
import SwitchyardTesting
import Testing

/// `switchyard db check` and `db migrate` on the files a user may hand them: one whose search
/// index is gone, one this user may only read, one with writes still in its `-wal`.
@Suite("switchyard db check: the search index, the task counts, read-only files, a pending -wal", .serialized)
struct DatabaseCheckEndToEndTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "switchyard-check-\(UUID().uuidString)")

  @Test("a missing search index fails the check; db migrate rebuilds it, and search finds again")
  func searchIndexGone() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try await Switchyard.demoDatabase(in: folder)
    try Switchyard.damage(path, sql: "DROP TABLE tasks_fts")
    let check = try await Switchyard.run(["db", "check", "--db", path])
    #expect(
      check.status == 1 && check.output.contains("the search index (tasks_fts) is missing"), "\(check.output)"
    )
    let migrate = try await Switchyard.run(["db", "migrate", "--db", path])
    #expect(migrate.status == 0 && migrate.output.contains("repaired: created the missing search index"))
    #expect(try await Switchyard.run(["db", "check", "--db", path]).status == 0)
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    let found = try await queue.read { db in
      try Int.fetchOne(db, sql: "SELECT count(*) FROM tasks_fts WHERE tasks_fts MATCH 'electricity'")
    }
    #expect(found == 1)
  }

  @Test("task counts that disagree with the tasks fail the check; db migrate counts them again")
  func taskCountsWrong() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try await Switchyard.demoDatabase(in: folder)
    try Switchyard.damage(path, sql: "UPDATE task_counts_by_due SET n = n + 1")
    let check = try await Switchyard.run(["db", "check", "--db", path])
    #expect(
      check.status == 1
        && check.output.contains("the task counts (task_counts_by_due) disagree with the tasks"),
      "\(check.output)")
    let migrate = try await Switchyard.run(["db", "migrate", "--db", path])
    #expect(
      migrate.status == 0
        && migrate.output.contains("repaired: counted the tasks again into task_counts_by_due"),
      "\(migrate.output)")
    #expect(try await Switchyard.run(["db", "check", "--db", path]).status == 0)
  }

  @Test("a file this user may only read (in a folder they may not write) is checked, not refused")
  func readOnly() async throws {
    defer {
      chmod(folder.path, 0o700)
      try? FileManager.default.removeItem(at: folder)
    }
    let path = try await Switchyard.demoDatabase(in: folder)
    let asNobody = getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser")
    if asNobody {
      // Root may write anything: check as an ordinary user instead.
      chown(folder.path, 65534, 65534)
      chown(path, 65534, 65534)
    }
    chmod(path, 0o444)
    chmod(folder.path, 0o555)
    let executable = asNobody ? URL(fileURLWithPath: "/usr/sbin/runuser") : Switchyard.binary
    let arguments =
      (asNobody ? ["-u", "nobody", "--", Switchyard.binary.path] : []) + ["db", "check", "--db", path]
    let result = try await Switchyard.onOwnThread {
      try Switchyard.runBlocking(executable, arguments, input: "", environment: [:])
    }
    let text = result.output + result.errors
    #expect(result.status == 0, "\(text)")
    #expect(text.hasPrefix("ok: \(path) passed the integrity check"), "\(text)")
  }

  @Test("writes still in the -wal are noted: a copy of the main file alone would miss them")
  func pendingLog() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try await Switchyard.demoDatabase(in: folder)
    let writer = try DatabaseQueue(path: path)
    try await writer.write { db in try db.execute(sql: "UPDATE tasks SET notes = 'pending' WHERE id = 1") }
    let check = try await Switchyard.run(["db", "check", "--db", path])
    try writer.close()
    #expect(check.status == 0)
    #expect(
      check.output.contains("note: \(path)-wal holds") && check.output.contains("not yet in the main file"))
    #expect(
      !(try await Switchyard.run(["db", "check", "--db", path]).output.contains("note:")), "closed: folded in"
    )
  }
}

/// `switchyard replay` on a file that is not a sound recording.
@Suite("switchyard replay: a crafted recording")
struct CraftedReplayEndToEndTests {
  @Test("is refused in one line with status 2, and no snapshot outside its folder is read")
  func refused() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-crafted-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("bug.jsonl")
    let start = #"{"type":"start","t":0,"version":1,"app":"switchyard","width":100,"height":30,"#
    for (snapshot, line) in [
      ("bug.jsonl.sqlite", #"{"type":"resize","t":5,"width":-3,"height":10}"#),
      ("../../etc/passwd", #"{"type":"key","t":5,"key":"n"}"#),
    ] {
      let text = start + #""database":"00","snapshot":"\#(snapshot)"}"# + "\n" + line + "\n"
      try Data(text.utf8).write(to: file)
      let result = try await Switchyard.runSeparately(["replay", file.path])
      #expect(result.status == 2, "\(result.errors)")
      #expect(result.errors.hasPrefix("switchyard: ") && result.errors.filter { $0 == "\n" }.count == 1)
      #expect(result.errors.contains("not a recording this build can replay"))
    }
  }
}

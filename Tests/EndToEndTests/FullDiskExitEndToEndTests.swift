import Foundation
import GRDB
import SwitchyardTesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// SIGTERM while the disk has no room for the main file to grow: closing cannot copy the last
/// writes from the `-wal` into it, and switchyard says so every time — one line on standard
/// error, status 1 rather than the signal's (which would say the main file alone is complete)
/// — and nothing is lost: the `-wal` holds it.
@Suite("A signal's exit on a full disk says the copy failed", .serialized)
struct FullDiskExitEndToEndTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "switchyard-full-\(UUID().uuidString)")

  @Test("SIGTERM on a full disk: the failed copy on standard error, status 1, every write in the -wal")
  func signalOnFullDisk() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try await Switchyard.demoDatabase(in: folder)
    // No free pages left for a new task to take: it must grow the file.
    let packed = try DatabaseQueue(path: path)
    try await packed.vacuum()
    try packed.close()
    let limit = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    // The disk is full: no file may grow past the main file's size now (the `-wal` stays
    // below it). A file size limit stands in for the full disk (SQLite reports the write that
    // fails as an I/O error rather than SQLITE_FULL); SIGXFSZ is ignored, as a shell's `trap`
    // leaves it, so the write fails instead of ending the program.
    let script = "ulimit -f \(limit / 512) && trap '' XFSZ && exec \"$0\" \"$@\""
    let terminal = try PseudoTerminal(
      executable: URL(fileURLWithPath: "/bin/sh"),
      arguments: ["-c", script, Switchyard.binary.path, "--db", path],
      environment: ["HOME": folder.path, "XDG_DATA_HOME": folder.path], columns: 160, rows: 30)
    try await terminal.waitFor("Sign in to see your tasks")
    terminal.send("demo@switchyard.local\tswitchyard-demo\r")
    try await terminal.waitFor("Buy oat milk")
    // Tasks until the main file must grow to take them.
    var added = 0
    repeat {
      try await terminal.addTask("Sharpen the shears \(added)")
      added += 1
    } while try Self.pageCount(path) * 4096 <= limit && added < 50
    #expect(
      try Self.pageCount(path) * 4096 > limit, "the main file must grow to take the new tasks: the copy fails"
    )
    terminal.signal(SIGTERM)
    #expect(try await terminal.waitForExit() == 1)
    #expect(terminal.isSane && !terminal.screen.isAlternateScreen)
    let output = String(decoding: terminal.output, as: UTF8.self)
    let afterRestore = try #require(output.components(separatedBy: "\u{1B}[?1049l").last)
    #expect(
      afterRestore.contains("switchyard: the last writes could not be copied into \(path)"), "\(afterRestore)"
    )
    #expect(afterRestore.contains("they are safe in \(path)-wal"))
    let reopened = try DatabaseQueue(path: path)
    let titles = try await reopened.read { db in try String.fetchAll(db, sql: "SELECT title FROM tasks") }
    try reopened.close()
    #expect(titles.contains("Sharpen the shears \(added - 1)"), "every write is still there, with the -wal")
  }

  /// The pages of the database at `path` as its `-wal` has it (read-only: nothing is copied).
  static func pageCount(_ path: String) throws -> Int {
    var configuration = Configuration()
    configuration.readonly = true
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    defer { try? queue.close() }
    return try queue.read { db in try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0 }
  }
}

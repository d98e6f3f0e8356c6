import Foundation
import GRDB
import SwitchyardTesting
import Testing

/// `switchyard db backup`, another process, while the app runs in this one and what it wrote is
/// still in the database's `-wal`.
@MainActor
@Suite("The app: a backup while it runs")
struct BackupWhileRunningTests {
  @Test("db backup copies what a running app has written (still in its -wal) to a new 0600 file")
  func backupWhileRunning() async throws {
    let app = try await InProcessApp.demo()
    defer { app.removeFolder() }
    let path = app.folder.appendingPathComponent("app.sqlite").path
    await app.send("nOnly in the wal\r")
    #expect(app.text.contains("Created “Only in the wal”") && !app.text.contains("New task"), "\(app.text)")
    #expect(try !Self.titlesInMainFileAlone(path).contains("Only in the wal"))

    let copy = app.folder.appendingPathComponent("backup.sqlite").path
    let backup = try await Self.switchyard(["db", "backup", "--db", path, copy])
    #expect(backup.status == 0 && backup.output.contains("31 tasks"), "\(backup.output)")
    #expect(try Self.titlesInMainFileAlone(copy).contains("Only in the wal"))
    #expect(!FileManager.default.fileExists(atPath: copy + "-wal"))
    let mode = try FileManager.default.attributesOfItem(atPath: copy)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    let again = try await Self.switchyard(["db", "backup", "--db", path, copy])
    #expect(again.status == 1 && again.output.contains("nothing was overwritten"), "\(again.output)")
    #expect(await app.quit() == 0)
  }

  /// Runs the built `switchyard` with `arguments`, its standard output and error read together,
  /// and waits for it on a thread of its own (no thread of Swift's concurrency pool is held,
  /// nor the main actor the app runs on).
  static func switchyard(_ arguments: [String]) async throws -> (status: Int32, output: String) {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(
          with: Result {
            let process = Process()
            process.executableURL = ProductLocator.executable(named: "switchyard")
            process.arguments = arguments
            let output = Pipe()
            process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
          })
      }
    }
  }

  /// The task titles in a copy of the main file at `path` alone — no `-wal`, no `-shm`.
  static func titlesInMainFileAlone(_ path: String) throws -> [String] {
    let copy = path + ".main-only-\(UUID().uuidString)"
    try FileManager.default.copyItem(atPath: path, toPath: copy)
    defer { try? FileManager.default.removeItem(atPath: copy) }
    let queue = try DatabaseQueue(path: copy)
    defer { try? queue.close() }
    return try queue.read { db in
      guard try db.tableExists("tasks") else { return [] }
      return try String.fetchAll(db, sql: "SELECT title FROM tasks ORDER BY id")
    }
  }
}

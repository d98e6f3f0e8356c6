import Foundation
import GRDB
import SwitchyardTesting
import Testing

/// The built `switchyard` binary, run the way scripts run it.
enum Switchyard {
  static let binary = ProductLocator.executable(named: "switchyard")

  /// Runs `switchyard` with `arguments`, feeding `input` to its standard input; standard
  /// output and error are read together.
  static func run(
    _ arguments: [String], input: String = "", environment: [String: String] = [:]
  ) async throws -> (status: Int32, output: String) {
    let result = try await runSeparately(arguments, input: input, environment: environment)
    return (result.status, result.output + result.errors)
  }

  /// Runs `switchyard` with `arguments`, feeding `input`; standard output and error apart.
  static func runSeparately(
    _ arguments: [String], input: String = "", environment: [String: String] = [:]
  ) async throws -> (status: Int32, output: String, errors: String) {
    try await onOwnThread { try runBlocking(binary, arguments, input: input, environment: environment) }
  }

  /// Runs `work` on a thread of its own and returns what it returns: a wait for a process or a
  /// pipe then holds no thread of Swift's concurrency pool (two on two cores: a blocked one
  /// starved other tests).
  static func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
  }

  /// Runs `executable` with `arguments`, feeding `input`, and waits for it on this thread.
  static func runBlocking(
    _ executable: URL, _ arguments: [String], input: String, environment: [String: String]
  ) throws -> (status: Int32, output: String, errors: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let errors = DetachedRead(stderr.fileHandleForReading)
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: output, as: UTF8.self),
      String(decoding: errors.value, as: UTF8.self)
    )
  }

  /// The task titles in a copy of the main file at `path` alone — no `-wal`, no `-shm` —
  /// (`[]` when the copy has no switchyard tables).
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

/// A value read on another thread (a pipe read while the main one reads another pipe).
final class DetachedRead: @unchecked Sendable {
  // `@unchecked Sendable`: `data` is written once by the reading thread before `done` is
  // signalled, and read only after waiting for it.
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  var value: Data {
    done.wait()
    return data
  }
}

extension Switchyard {
  /// Runs `sql` on the file at `path` behind switchyard's back (foreign keys off), as a
  /// damaged or hand-edited file would hold it.
  static func damage(_ path: String, sql: String) throws {
    var configuration = Configuration()
    configuration.foreignKeysEnabled = false
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    try queue.write { db in try db.execute(sql: sql) }
    try queue.close()
  }
}

extension Switchyard {
  /// Makes `folder` and a demo database in it (`switchyard demo`); returns the database's path.
  static func demoDatabase(in folder: URL) async throws -> String {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("app.sqlite").path
    #expect(try await Switchyard.run(["demo", "--db", path]).status == 0)
    return path
  }

  /// The app full screen on the database at `path` (a demo database), signed in to the
  /// demo account, once `text` shows.
  static func demoSession(
    _ path: String, folder: URL, columns: Int = 100, rows: Int = 30, showing text: String = "Buy oat milk"
  ) async throws -> PseudoTerminal {
    let terminal = try PseudoTerminal(
      executable: binary, arguments: ["--db", path],
      environment: ["HOME": folder.path, "XDG_DATA_HOME": folder.path], columns: columns, rows: rows)
    try await terminal.waitFor("Sign in to see your tasks")
    terminal.send("demo@switchyard.local\tswitchyard-demo\r")
    try await terminal.waitFor(text)
    return terminal
  }
}

extension PseudoTerminal {
  /// Adds a task titled `title` from the Inbox (`n`, the title, Enter) and waits until the
  /// sheet has closed.
  func addTask(_ title: String) async throws {
    send("n")
    try await waitFor("New task")
    send(title + "\r")
    try await waitForAbsence(of: "New task")
  }
}

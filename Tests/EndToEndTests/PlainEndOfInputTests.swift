import Foundation
import SwitchyardTesting
import Testing

/// Plain line mode as scripts and screen readers use it: the end of the input ends the
/// program, lists are printed whole, and a password typed at a terminal is not echoed.
@Suite("switchyard in plain line mode: input, lists, secrets", .serialized)
struct PlainEndOfInputTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "switchyard-plain-eof-\(UUID().uuidString)")

  /// Runs `executable` with `arguments`, standard input from `/dev/null`, on a thread of its
  /// own; its status, or nil when it is still running after a minute (then it is killed).
  func runOnDevNull(_ executable: URL, _ arguments: [String]) async throws -> Int32? {
    try await Switchyard.onOwnThread {
      let process = Process()
      let ended = DispatchSemaphore(value: 0)
      process.terminationHandler = { _ in ended.signal() }
      process.executableURL = executable
      process.arguments = arguments
      process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
      process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
      process.standardError = FileHandle(forWritingAtPath: "/dev/null")
      try process.run()
      guard ended.wait(timeout: .now() + 60) == .success else {
        process.terminate()
        return nil
      }
      return process.terminationStatus
    }
  }

  @Test("the end of the input ends the program with status 0: /dev/null, a pipe, the gallery")
  func endOfInput() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try await Switchyard.demoDatabase(in: folder)
    #expect(try await runOnDevNull(Switchyard.binary, ["--plain", "--db", path]) == 0)
    let help = try await Switchyard.run(["--db", path], input: "help\n")
    #expect(help.status == 0)
    #expect(help.output.contains("help"))
    let gallery = ProductLocator.executable(named: "switchyard-gallery")
    #expect(try await runOnDevNull(gallery, ["--plain"]) == 0)
  }

  @Test("a long list is printed whole, a page at a time (LINES), with how many rows; more goes on")
  func wholeLists() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try await Switchyard.demoDatabase(in: folder)
    let script = ["1", "demo@switchyard.local", "2", "switchyard-demo", "3", "more", "more", "quit", ""]
    let session = try await Switchyard.run(
      ["--db", path], input: script.joined(separator: "\n"), environment: ["COLUMNS": "70", "LINES": "20"])
    #expect(session.status == 0)
    #expect(session.output.contains("25 rows, 1–16 shown:"))
    #expect(session.output.contains("… 9 more: type more"))
    #expect(session.output.contains("25 rows, 17–25 shown:"))
    #expect(session.output.contains("  25. "))
    #expect(session.output.split(separator: "\n").allSatisfy { !$0.hasPrefix("─") || $0.count == 70 })
  }

  @Test("--plain in a terminal: a password typed into a secure field is not echoed")
  func noEchoOfSecrets() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try await Switchyard.demoDatabase(in: folder)
    let terminal = try PseudoTerminal(
      executable: Switchyard.binary, arguments: ["--plain", "--db", path],
      environment: ["HOME": folder.path, "XDG_DATA_HOME": folder.path], columns: 100, rows: 40)
    try await terminal.waitFor("4. button Create an account")
    terminal.send("demo@switchyard.local\n")
    try await terminal.waitFor("text field Email: demo@switchyard.local")
    terminal.send("2\n")
    try await terminal.waitUntil(waitingFor: "echo off") { !$0.isSane }
    terminal.send("switchyard-demo\n")
    // Eight bullets whatever its length: what is read aloud or logged never says how long it is.
    try await terminal.waitFor("text field Password: ••••••••")
    #expect(!terminal.screen.text.contains("switchyard-demo") && !terminal.screen.text.contains("•••••••••"))
    terminal.send("1\n")
    try await terminal.waitUntil(waitingFor: "echo on again") { $0.isSane }
    terminal.send("quit\n")
    #expect(try await terminal.waitForExit() == 0)
    #expect(terminal.isSane)
  }
}

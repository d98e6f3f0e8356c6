import Foundation
import SwitchyardTesting
import Testing

/// Plain line mode as scripts use it, on pipes: the end of the input ends the program, and
/// lists are printed whole. (A password typed at a terminal: PlainModeNoEchoTests.)
@Suite("switchyard in plain line mode: the end of the input, lists", .serialized)
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
}

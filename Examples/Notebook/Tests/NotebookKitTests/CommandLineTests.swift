import Foundation
import SwitchyardTesting
import Testing

/// The `notebook` binary on pipes, as a script runs it: what only the process decides (plain
/// lines when not in a terminal, its exit status, its arguments). The app's screens and keys
/// are tested in process (`FullScreenTests`).
@Suite("notebook on the command line")
struct CommandLineTests {
  static let binary = ProductLocator.executable(named: "notebook")

  @Test("in plain line mode: a script opens a note, and no escape sequence reaches the output")
  func plainScript() async throws {
    let result = try await Self.run(["--plain"], input: "1\n1\nquit\n")
    #expect(result.status == 0)
    #expect(result.output.contains("Notebooks › Home › Groceries"))
    #expect(result.output.contains("Oat milk, rye bread, lemons."))
    #expect(!result.output.contains("\u{1B}"))
  }

  @Test("an unknown option: one line on standard error, exit status 2")
  func unknownOption() async throws {
    let result = try await Self.run(["--colour"])
    #expect(result.status == 2)
    #expect(
      result.output
        == "notebook: unknown option ‘--colour’ (usage: notebook [--plain] [--state FILE] [--record FILE] [ROUTE]"
        + " | notebook graph [--dot] | notebook replay FILE [--frames] | notebook previews)\n"
    )
  }

  @Test("`notebook graph` prints the navigation graph")
  func graph() async throws {
    let result = try await Self.run(["graph"])
    #expect(result.status == 0)
    #expect(
      result.output.hasPrefix("flowchart LR")
        && result.output.contains("NotebooksCoordinator ==>|\"note: notes/…\"| NoteFlow"))
  }

  /// Runs `notebook` with `arguments` on pipes, feeding it `input`, its place kept in a folder
  /// of its own (removed after); standard output and error are read together. The process is
  /// waited for on a thread of its own: no thread of Swift's concurrency pool is held.
  static func run(_ arguments: [String], input: String = "") async throws -> (status: Int32, output: String) {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-cli-\(UUID())")
    defer { try? FileManager.default.removeItem(at: state) }
    return try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(
          with: Result {
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            process.environment = ["XDG_STATE_HOME": state.path, "PATH": "/usr/bin:/bin"]
            let stdin = Pipe()
            let output = Pipe()
            process.standardInput = stdin
            process.standardOutput = output
            process.standardError = output
            try process.run()
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
          })
      }
    }
  }
}

import Foundation
import Testing

@testable import SwitchyardTesting
@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Terminal session: refusing what is not a terminal")
struct SessionTests {
  @Test("full-screen mode refuses a pipe or a file for input or output, with a clear message")
  func refusesNonTerminals() throws {
    var pipeEnds: [Int32] = [0, 0]
    #expect(pipe(&pipeEnds) == 0)
    defer { pipeEnds.forEach { close($0) } }
    let terminal = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    #expect(terminal >= 0)
    defer { close(terminal) }
    let follower = open(try PseudoTerminal.unlockSlave(of: terminal), O_RDWR | O_NOCTTY)
    #expect(follower >= 0)
    defer { close(follower) }

    #expect(throws: TerminalSession.Failure.notATerminal) {
      try TerminalSession.requireTerminal(input: pipeEnds[0], output: follower)
    }
    #expect(throws: TerminalSession.Failure.notATerminal) {
      try TerminalSession.requireTerminal(input: follower, output: pipeEnds[1])
    }
    try TerminalSession.requireTerminal(input: follower, output: follower)
    #expect("\(TerminalSession.Failure.notATerminal)".contains("use --plain"))
  }

  @Test("the gallery with piped input runs in plain line mode instead of hanging")
  func galleryFallsBackToPlain() async throws {
    // The process is waited for on a thread of its own: no thread of Swift's pool is held.
    let (status, text) = try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(
          with: Result {
            let process = Process()
            process.executableURL = ProductLocator.executable(named: "switchyard-gallery")
            let input = Pipe()
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            input.fileHandleForWriting.write(Data("4\nquit\n".utf8))
            try input.fileHandleForWriting.close()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, text)
          })
      }
    }
    #expect(status == 0)
    #expect(text.contains("  4. Text fields"))
    #expect(text.contains("Primitives › Text fields"))
    #expect(!text.contains("\u{1B}"))
  }
}

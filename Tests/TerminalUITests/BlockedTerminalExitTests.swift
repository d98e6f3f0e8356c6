import Foundation
import SwitchyardTesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// SIGTERM and SIGHUP end the program even when its terminal has stopped reading (a stalled
/// ssh session): restoring the terminal never waits on it for long, and the exit does not wait
/// for a main queue stuck writing a frame.
@Suite("Signals end the program while its terminal reads nothing")
struct BlockedTerminalExitTests {
  @Test(
    "SIGTERM and SIGHUP end the program with the right status while its terminal is blocked",
    arguments: [SIGTERM, SIGHUP])
  func exitWhileBlocked(number: Int32) async throws {
    let gallery = ProductLocator.executable(named: "switchyard-gallery")
    let terminal = try PseudoTerminal(executable: gallery, columns: 200, rows: 60)
    try await terminal.waitFor("Primitives")
    terminal.pauseReading()
    // Every resize redraws the whole screen: a few dozen fill the terminal's buffers. A few
    // more, once it is full, leave the program stuck in the middle of a frame, with not one
    // byte of room left (not even for the sequence that leaves full screen).
    var round = 0
    var roundsFull = 0
    try await terminal.waitUntil(timeout: .seconds(20), waitingFor: "the terminal to fill") { terminal in
      if terminal.isFull { roundsFull += 1 }
      if roundsFull > 40 { return true }
      round += 1
      terminal.resize(columns: round % 2 == 0 ? 200 : 199, rows: 60)
      return false
    }
    let start = ContinuousClock.now
    terminal.signal(number)
    // Not a timing assertion: a program that waits for its terminal never ends while it reads
    // nothing (the guard is ten seconds; the measured exit is printed for the record).
    try await terminal.waitUntil(timeout: .seconds(10), waitingFor: "the program to end") { $0.hasExited }
    print("exit after \(number) with the terminal blocked: \(ContinuousClock.now - start)")
    let status = try await terminal.waitForExit(timeout: .seconds(10))
    #expect(status == 128 + number)
    terminal.resumeReading()
    #expect(terminal.isSane, "the terminal's modes are restored")
  }
}

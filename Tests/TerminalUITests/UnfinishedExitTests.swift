import Foundation
import Testing

@testable import SwitchyardTesting
@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// A signal's exit that cannot wait for its exit hooks (a main queue that stays busy) still
/// ends at once, and says so: the note of every hook that had not returned, on standard error
/// once the terminal is restored, and status 75 rather than the signal's, which would say all
/// was done.
@Suite("A signal's exit that could not finish says so")
struct UnfinishedExitTests {
  static let note = "gallery: ended before its exit work was done"

  @Test(
    "with the main queue busy, SIGTERM ends the program with the hook's note and status 75",
    .needsProcFileSystem)
  func busy() async throws {
    let terminal = try PseudoTerminal(
      executable: SignalRestoreTests.gallery,
      environment: ["SWITCHYARD_GALLERY_BUSY_KEY": "b", "SWITCHYARD_GALLERY_EXIT_NOTE": Self.note],
      columns: 80,
      rows: 24)
    try await terminal.waitFor("Primitives")
    terminal.send("b")  // the main queue is now busy for a minute
    try await terminal.waitUntil(timeout: .seconds(10), waitingFor: "the busy loop to start") { _ in
      SignalRestoreTests.cpuTicks(of: terminal.pid) >= 25
    }
    terminal.signal(SIGTERM)
    #expect(try await terminal.waitForExit(timeout: .seconds(10)) == ProcessExit.unfinishedStatus)
    #expect(terminal.isSane && !terminal.screen.isAlternateScreen)
    let output = String(decoding: terminal.output, as: UTF8.self)
    let afterRestore = try #require(output.components(separatedBy: "\u{1B}[?1049l").last)
    #expect(afterRestore.contains(Self.note), "\(afterRestore)")
  }

  @Test("with the main queue free, the hooks run: SIGTERM ends the program by the signal, with no note")
  func free() async throws {
    let terminal = try PseudoTerminal(
      executable: SignalRestoreTests.gallery, environment: ["SWITCHYARD_GALLERY_EXIT_NOTE": Self.note],
      columns: 80,
      rows: 24)
    try await terminal.waitFor("Primitives")
    terminal.signal(SIGTERM)
    #expect(try await terminal.waitForExit() == 128 + SIGTERM)
    #expect(!String(decoding: terminal.output, as: UTF8.self).contains(Self.note))
  }

  @Test("exactly one side ends the process: the first to claim it; notes go as their hooks return")
  func claims() {
    let progress = ExitProgress()
    let first = progress.add(note: "first")
    _ = progress.add(note: "second")
    progress.finished(first)
    #expect(progress.unfinishedNotes == ["second"])
    #expect(!progress.waitForStart(within: .milliseconds(0)))
    progress.start()
    #expect(progress.waitForStart(within: .milliseconds(0)))
    #expect(progress.claim(by: .watcher))
    #expect(!progress.claim(by: .mainQueue))
    #expect(progress.claim(by: .watcher))
    #expect(!progress.waitForMainQueue(within: .milliseconds(0)))
  }
}

import Foundation
import Testing

@testable import SwitchyardTesting
@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Job control as a shell expects it: Ctrl-Z, then `bg`, leaves the app stopped (as a job
/// that reads the terminal from the background is stopped), never ended; `fg` takes it back
/// to full screen.
@Suite("A suspended app continued in the background")
struct BackgroundJobTests {
  @Test(
    "continued in the background, it stops again without touching the terminal; in the foreground it redraws")
  @MainActor
  func continuedInBackground() throws {
    let terminal = InMemoryTerminal(size: Size(width: 40, height: 10))
    let host = ViewHost(minimumSize: Size(width: 20, height: 5)) { TasksScreen(tasks: Tasks()) }
    try TerminalApp(host: host, terminal: terminal).start()
    terminal.send([26])
    #expect(terminal.stopCount == 1 && !terminal.screen.isAlternateScreen)
    let writes = terminal.writeCount
    terminal.isForeground = false
    terminal.resume()  // `bg`
    #expect(terminal.stopCount == 2, "stopped again")
    #expect(terminal.writeCount == writes && !terminal.isFullScreen, "the terminal untouched")
    terminal.isForeground = true
    terminal.resume()  // `fg`
    #expect(terminal.stopCount == 2)
    #expect(terminal.screen.isAlternateScreen && terminal.screen.text.contains("Call the plumber"))
    #expect(terminal.exitStatus == nil)
  }

  @Test("a read refused because the job is in the background is neither the end of the input nor a failure")
  func backgroundRead() {
    #expect(TerminalReadResult(count: -1, error: EIO, inBackground: true) == .background)
    #expect(TerminalReadResult(count: -1, error: EIO, inBackground: false) == .event(.failed))
    #expect(TerminalReadResult(count: -1, error: EBADF, inBackground: true) == .event(.failed))
    #expect(TerminalReadResult(count: -1, error: EINTR, inBackground: true) == .event(.input([])))
    #expect(TerminalReadResult(count: 0, error: 0, inBackground: true) == .event(.endOfInput))
    #expect(TerminalReadResult(count: 5, error: 0, inBackground: false) == .bytes(5))
  }

  @Test(
    "under a job-control shell, `bg` and typing in the shell leave the app stopped, not ended; `fg` takes it back",
    .needsProcFileSystem)
  func shellBackground() async throws {
    let shell = try await GalleryTerminalTests.jobControlShell(columns: 120, rows: 30)
    // `set -b`: the shell reports a job's change at once, not at its next prompt.
    shell.send("set -b; " + GalleryTerminalTests.gallery.path + "\r")
    try await shell.waitFor("Primitives")
    let gallery = try #require(GalleryTerminalTests.child(of: shell.pid))
    shell.send([26])
    try await shell.waitFor("Stopped")
    // `bg`, then a line for the shell: the app, running in the background, must not read it
    // (its read is refused), and must not take the refusal for the end of its input.
    shell.send("bg\recho typed in the shell\r")
    try await shell.waitUntil(waitingFor: "the job stopped again, and the shell's line run") { shell in
      let text = shell.screen.text
      return text.components(separatedBy: "Stopped").count == 3 && text.contains("\ntyped in the shell")
        && GalleryTerminalTests.state(of: gallery) == "T"
    }
    #expect(!shell.screen.text.contains("Exit 1") && !shell.screen.text.contains("Done"))
    shell.send("fg\r")
    try await shell.waitUntil(waitingFor: "raw mode and the redrawn screen") {
      !$0.isSane && $0.screen.isAlternateScreen && $0.screen.text.contains("Text styles and colours")
    }
    shell.send("q")
    try await shell.waitUntil(waitingFor: "the shell back") {
      !$0.screen.isAlternateScreen && GalleryTerminalTests.child(of: $0.pid) == nil
    }
    shell.send("echo status=$?\r")
    try await shell.waitFor("status=0")
    shell.send("exit\r")
    _ = try await shell.waitForExit()
  }
}

import Foundation
import Testing

@testable import SwitchyardTesting

#if canImport(Glibc)
  import Glibc
#endif

/// The real `switchyard-gallery` binary in a pseudo-terminal: keys in, screen out, and the
/// terminal restored afterwards.
@Suite("Gallery in a pseudo-terminal")
struct GalleryTerminalTests {
  static var gallery: URL {
    ProductLocator.executable(named: "switchyard-gallery")
  }

  @Test("navigates with the keyboard, then quits and restores the terminal")
  func keyboardSession() throws {
    let terminal = try PseudoTerminal(executable: Self.gallery, columns: 80, rows: 24)
    try terminal.waitFor("Text styles and colours")
    #expect(terminal.screen.isAlternateScreen)
    #expect(!terminal.screen.isCursorVisible)
    #expect(!terminal.isSane)
    terminal.send("\u{1B}[B\u{1B}[B\r")
    try terminal.waitFor("Row 1")
    terminal.send("\u{1B}[6~")
    try terminal.waitFor("Row 20")
    terminal.send("\u{1B}")
    try terminal.waitFor("Wide characters")
    terminal.send("2")
    try terminal.waitFor("Present a sheet")
    terminal.send("q")
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.isSane)
    #expect(!terminal.screen.isAlternateScreen)
    #expect(terminal.screen.isCursorVisible)
  }

  @Test("Ctrl-C and SIGTERM also restore the terminal")
  func interrupted() throws {
    let first = try PseudoTerminal(executable: Self.gallery, columns: 80, rows: 24)
    try first.waitFor("Primitives")
    first.send([3])
    #expect(try first.waitForExit() == 130)
    #expect(first.isSane)

    let second = try PseudoTerminal(executable: Self.gallery, columns: 80, rows: 24)
    try second.waitFor("Primitives")
    second.terminate()
    #expect(try second.waitForExit() == 128 + 15)
    #expect(second.isSane)
    #expect(!second.screen.isAlternateScreen)
  }

  @Test("a crash (fatalError) still restores the terminal")
  func crash() throws {
    let terminal = try PseudoTerminal(
      executable: Self.gallery,
      environment: ["SWITCHYARD_GALLERY_CRASH_KEY": "x", "SWIFT_BACKTRACE": "enable=no"],
      columns: 80, rows: 24)
    try terminal.waitFor("Primitives")
    terminal.send("x")
    let status = try terminal.waitForExit()
    #expect(status > 128)
    #expect(terminal.isSane)
    #expect(!terminal.screen.isAlternateScreen)
  }

  @Test("a resize redraws the screen at the new size")
  func resize() throws {
    let terminal = try PseudoTerminal(executable: Self.gallery, columns: 80, rows: 24)
    try terminal.waitFor("Primitives")
    terminal.resize(columns: 40, rows: 10)
    try terminal.waitFor("terminal too small (need 60×16)")
    terminal.resize(columns: 100, rows: 30)
    try terminal.waitUntil(waitingFor: "a redraw at 100 columns") { terminal in
      terminal.screen.lines.contains { $0.count == 100 && $0.allSatisfy { $0 == "─" } }
    }
    #expect(!terminal.screen.text.contains("too small"))
    terminal.send("q")
    _ = try terminal.waitForExit()
  }

  /// The process's scheduler state letter from `/proc` (`T` when stopped).
  static func state(of pid: pid_t) -> Character? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return nil }
    return stat[end...].dropFirst(2).first
  }

  @Test("Ctrl-Z and SIGTSTP suspend with the terminal restored; SIGCONT takes the screen back")
  func suspendAndResume() throws {
    let terminal = try PseudoTerminal(executable: Self.gallery, columns: 80, rows: 24)
    try terminal.waitFor("Primitives")
    for suspend in [{ terminal.send([26]) }, { _ = kill(terminal.pid, SIGTSTP) }] {
      suspend()
      try terminal.waitUntil(waitingFor: "the terminal restored and the process stopped") {
        $0.isSane && !$0.screen.isAlternateScreen && Self.state(of: $0.pid) == "T"
      }
      kill(terminal.pid, SIGCONT)
      try terminal.waitUntil(waitingFor: "raw mode and the redrawn screen") {
        !$0.isSane && $0.screen.isAlternateScreen && $0.screen.text.contains("Text styles and colours")
      }
    }
    terminal.send("\u{1B}[B")
    try terminal.waitFor("▸ Stacks, padding and borders")
    terminal.send("q")
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.isSane)
  }

  @Test("SIGHUP (the terminal went away) restores the terminal too")
  func hangUp() throws {
    let terminal = try PseudoTerminal(executable: Self.gallery, columns: 80, rows: 24)
    try terminal.waitFor("Primitives")
    kill(terminal.pid, SIGHUP)
    #expect(try terminal.waitForExit() == 128 + SIGHUP)
    #expect(terminal.isSane)
    #expect(!terminal.screen.isAlternateScreen)
    #expect(terminal.screen.isCursorVisible)
  }
}

import Foundation
import Testing

@testable import SwitchyardTesting

#if canImport(Glibc)
  import Glibc
#endif

/// The real `switchyard-gallery` binary in a pseudo-terminal: keys in, screen out, and the
/// terminal restored afterwards, whichever way it ends; TERM=dumb's fallback to plain lines.
@Suite("Gallery in a pseudo-terminal")
struct GalleryTerminalTests {
  static var gallery: URL {
    ProductLocator.executable(named: "switchyard-gallery")
  }

  @Test("navigates with the keyboard, then quits and restores the terminal")
  func keyboardSession() async throws {
    let terminal = try PseudoTerminal(executable: Self.gallery, columns: 80, rows: 24)
    try await terminal.waitFor("Text styles and colours")
    #expect(terminal.screen.isAlternateScreen)
    #expect(!terminal.screen.isCursorVisible)
    #expect(!terminal.isSane)
    terminal.send("\u{1B}[B\u{1B}[B\r")
    try await terminal.waitFor("Row 1")
    terminal.send("\u{1B}[6~")
    try await terminal.waitFor("Row 20")
    terminal.send("\u{1B}")
    try await terminal.waitFor("Wide characters")
    terminal.send("2")
    try await terminal.waitFor("Present a sheet")
    terminal.send("q")
    #expect(try await terminal.waitForExit() == 0)
    #expect(terminal.isSane)
    #expect(!terminal.screen.isAlternateScreen)
    #expect(terminal.screen.isCursorVisible)
  }

  @Test("Ctrl-C and SIGTERM also restore the terminal")
  func interrupted() async throws {
    let first = try PseudoTerminal(executable: Self.gallery, columns: 80, rows: 24)
    try await first.waitFor("Primitives")
    first.send([3])
    #expect(try await first.waitForExit() == 130)
    #expect(first.isSane)

    let second = try PseudoTerminal(executable: Self.gallery, columns: 80, rows: 24)
    try await second.waitFor("Primitives")
    second.terminate()
    #expect(try await second.waitForExit() == 128 + 15)
    #expect(second.isSane)
    #expect(!second.screen.isAlternateScreen)
  }

  @Test("a crash (fatalError) still restores the terminal")
  func crash() async throws {
    let terminal = try PseudoTerminal(
      executable: Self.gallery,
      environment: ["SWITCHYARD_GALLERY_CRASH_KEY": "x", "SWIFT_BACKTRACE": "enable=no"],
      columns: 80, rows: 24)
    try await terminal.waitFor("Primitives")
    terminal.send("x")
    let status = try await terminal.waitForExit()
    #expect(status > 128)
    #expect(terminal.isSane)
    #expect(!terminal.screen.isAlternateScreen)
  }

  @Test("a crash turns mouse reporting off too")
  func mouseOffAfterCrash() async throws {
    let terminal = try PseudoTerminal(
      executable: Self.gallery,
      environment: ["SWITCHYARD_GALLERY_CRASH_KEY": "x", "SWIFT_BACKTRACE": "enable=no"], columns: 80,
      rows: 24)
    try await terminal.waitFor("Primitives")
    #expect(terminal.screen.isMouseReporting)
    terminal.send("x")
    _ = try await terminal.waitForExit()
    #expect(!terminal.screen.isMouseReporting)
  }

  @Test("TERM=dumb runs plain line mode with a one-line note, no escape sequences, no mouse")
  func dumbTerminal() async throws {
    let terminal = try PseudoTerminal(
      executable: Self.gallery, environment: ["TERM": "dumb"], columns: 80, rows: 24)
    // Everything written, not the screen: the note is the first line, and the first frame's
    // 27 lines after it scroll it off a 24-row screen when they arrive in the same read.
    try await terminal.waitUntil(waitingFor: "the plain-mode note") {
      String(decoding: $0.output, as: UTF8.self).contains("TERM=dumb: using plain line mode")
    }
    try await terminal.waitFor("Primitives")
    #expect(!terminal.screen.isAlternateScreen)
    #expect(!terminal.screen.isMouseReporting)
    terminal.terminate()
    _ = try await terminal.waitForExit()
  }

  @Test("a resize redraws the screen at the new size")
  func resize() async throws {
    let terminal = try PseudoTerminal(executable: Self.gallery, columns: 80, rows: 24)
    try await terminal.waitFor("Primitives")
    terminal.resize(columns: 40, rows: 10)
    try await terminal.waitFor("terminal too small (need 60×16)")
    terminal.resize(columns: 100, rows: 30)
    try await terminal.waitUntil(waitingFor: "a redraw at 100 columns") { terminal in
      terminal.screen.lines.contains { $0.count == 100 && $0.allSatisfy { $0 == "─" } }
    }
    #expect(!terminal.screen.text.contains("too small"))
    terminal.send("q")
    _ = try await terminal.waitForExit()
  }

  /// The process's scheduler state letter from `/proc` (`T` when stopped).
  static func state(of pid: pid_t) -> Character? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return nil }
    return stat[end...].dropFirst(2).first
  }

  @Test(
    "under a job-control shell, Ctrl-Z and SIGTSTP stop the job with the terminal restored; fg takes it back",
    .needsProcFileSystem)
  func suspendAndResume() async throws {
    let shell = try await Self.jobControlShell(columns: 80, rows: 24)
    shell.send(Self.gallery.path + "\r")
    try await shell.waitFor("Primitives")
    let gallery = try #require(Self.child(of: shell.pid))
    for suspend in [{ shell.send([26]) }, { _ = kill(gallery, SIGTSTP) }] {
      suspend()
      // (Not `isSane`: the shell's own line editor has the terminal out of cooked mode now.)
      try await shell.waitUntil(waitingFor: "the screen restored and the job stopped") {
        !$0.screen.isAlternateScreen && $0.screen.isCursorVisible && Self.state(of: gallery) == "T"
      }
      try await shell.waitFor("Stopped")
      shell.send("fg\r")
      try await shell.waitUntil(waitingFor: "raw mode and the redrawn screen") {
        !$0.isSane && $0.screen.isAlternateScreen && $0.screen.text.contains("Text styles and colours")
      }
    }
    shell.send("\u{1B}[B")
    try await shell.waitFor("▸ Stacks, padding and borders")
    shell.send("q")
    try await shell.waitUntil(waitingFor: "the shell back") {
      !$0.screen.isAlternateScreen && Self.child(of: $0.pid) == nil
    }
    shell.send("exit\r")
    _ = try await shell.waitForExit()
  }

  @Test(
    "with no shell to resume it (a program opened the terminal), Ctrl-Z and SIGTSTP do not stop it",
    .needsProcFileSystem)
  func noJobControl() async throws {
    let terminal = try PseudoTerminal(executable: Self.gallery, columns: 80, rows: 24)
    try await terminal.waitFor("Primitives")
    terminal.send([26])
    _ = kill(terminal.pid, SIGTSTP)
    terminal.send("\u{1B}[B")
    try await terminal.waitFor("▸ Stacks, padding and borders")
    #expect(Self.state(of: terminal.pid) != "T" && terminal.screen.isAlternateScreen && !terminal.isSane)
    kill(terminal.pid, SIGCONT)  // an outside SIGCONT changes nothing either
    terminal.send("\u{1B}[A")
    try await terminal.waitFor("▸ Text styles and colours")
    terminal.send("q")
    #expect(try await terminal.waitForExit() == 0)
    #expect(terminal.isSane)
  }

  /// An interactive bash — a shell with job control — in a new pseudo-terminal, once it shows
  /// its prompt, `shell$ ` (no history file written).
  static func jobControlShell(columns: Int, rows: Int) async throws -> PseudoTerminal {
    let shell = try PseudoTerminal(
      executable: URL(fileURLWithPath: "/bin/bash"), arguments: ["--norc", "--noprofile", "-i"],
      environment: ["PS1": "shell$ ", "HISTFILE": "/dev/null"], columns: columns, rows: rows)
    try await shell.waitFor("shell$")
    return shell
  }

  /// The first child process of `pid` (from `/proc`).
  static func child(of pid: pid_t) -> pid_t? {
    // Read through a file handle: a /proc file says it is empty, and String(contentsOfFile:)
    // leaks its buffer for such a file (the address sanitizer reports it).
    guard let handle = FileHandle(forReadingAtPath: "/proc/\(pid)/task/\(pid)/children") else { return nil }
    defer { try? handle.close() }
    let children = String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
    return children.split(separator: " ").first.flatMap { pid_t($0) }
  }

  @Test("SIGHUP (the terminal went away) restores the terminal too")
  func hangUp() async throws {
    let terminal = try PseudoTerminal(executable: Self.gallery, columns: 80, rows: 24)
    try await terminal.waitFor("Primitives")
    kill(terminal.pid, SIGHUP)
    #expect(try await terminal.waitForExit() == 128 + SIGHUP)
    #expect(terminal.isSane)
    #expect(!terminal.screen.isAlternateScreen)
    #expect(terminal.screen.isCursorVisible)
  }
}

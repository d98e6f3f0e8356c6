import Foundation
import SwitchyardTesting
import Testing

@Suite("PseudoTerminal")
struct PseudoTerminalTests {
  let shell = URL(fileURLWithPath: "/bin/sh")

  @Test("runs a program in a terminal, types into it and reads its screen")
  func roundTrip() async throws {
    let script = #"[ -t 0 ] && [ -t 1 ] && printf 'tty\n'; read line; printf '\033[3;5Hgot %s' "$line""#
    let terminal = try PseudoTerminal(executable: shell, arguments: ["-c", script], columns: 30, rows: 5)
    try await terminal.waitFor("tty")
    terminal.send("abc\r")
    try await terminal.waitFor("got abc")
    #expect(terminal.screen.lines[2] == "    got abc")
    #expect(try await terminal.waitForExit() == 0)
    #expect(terminal.isSane)
  }

  /// A descriptor this process has open (not close-on-exec) is not the program's: it starts
  /// with its terminal alone, so it cannot hold another test's files or terminals open.
  @Test(
    "the program inherits no descriptor of the test process but its terminal",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self"), "reads /proc"))
  func noInheritedDescriptors() async throws {
    let descriptor = open("/dev/null", O_RDONLY)
    try #require(descriptor > 2)
    defer { close(descriptor) }
    let script = "if [ -e /proc/self/fd/\(descriptor) ]; then echo INHERITED; else echo CLEAN; fi"
    let terminal = try PseudoTerminal(executable: shell, arguments: ["-c", script], columns: 30, rows: 5)
    #expect(try await terminal.waitForExit() == 0)
    #expect(terminal.screen.lines[0] == "CLEAN")
  }

  @Test("the program sees the terminal size and a raw-mode change")
  func sizeAndModes() async throws {
    let script = "stty size; stty raw -echo; printf 'raw\\n'; read -r x; stty sane; echo done"
    let terminal = try PseudoTerminal(executable: shell, arguments: ["-c", script], columns: 33, rows: 7)
    try await terminal.waitFor("7 33")
    try await terminal.waitFor("raw")
    #expect(!terminal.isSane)
    terminal.send("x\n")
    try await terminal.waitFor("done")
    #expect(try await terminal.waitForExit() == 0)
    #expect(terminal.isSane)
  }

  @Test("waiting for text that never comes times out with the screen in the error")
  func timeout() async throws {
    let terminal = try PseudoTerminal(executable: shell, arguments: ["-c", "echo hello; sleep 5"])
    await #expect(throws: PseudoTerminalError.self) {
      try await terminal.waitFor("goodbye", timeout: .milliseconds(300))
    }
  }
}

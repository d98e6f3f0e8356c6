import Foundation
import SwitchyardTesting
import Testing

@Suite("PseudoTerminal")
struct PseudoTerminalTests {
  let shell = URL(fileURLWithPath: "/bin/sh")

  @Test("runs a program in a terminal, types into it and reads its screen")
  func roundTrip() throws {
    let script = #"[ -t 0 ] && [ -t 1 ] && printf 'tty\n'; read line; printf '\033[3;5Hgot %s' "$line""#
    let terminal = try PseudoTerminal(executable: shell, arguments: ["-c", script], columns: 30, rows: 5)
    try terminal.waitFor("tty")
    terminal.send("abc\r")
    try terminal.waitFor("got abc")
    #expect(terminal.screen.lines[2] == "    got abc")
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.isSane)
  }

  @Test("the program sees the terminal size and a raw-mode change")
  func sizeAndModes() throws {
    let script = "stty size; stty raw -echo; printf 'raw\\n'; read -r x; stty sane; echo done"
    let terminal = try PseudoTerminal(executable: shell, arguments: ["-c", script], columns: 33, rows: 7)
    try terminal.waitFor("7 33")
    try terminal.waitFor("raw")
    #expect(!terminal.isSane)
    terminal.send("x\n")
    try terminal.waitFor("done")
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.isSane)
  }

  @Test("waiting for text that never comes times out with the screen in the error")
  func timeout() throws {
    let terminal = try PseudoTerminal(executable: shell, arguments: ["-c", "echo hello; sleep 5"])
    #expect(throws: PseudoTerminalError.self) {
      try terminal.waitFor("goodbye", timeout: .milliseconds(300))
    }
  }
}

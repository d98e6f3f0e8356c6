import Foundation
import SwitchyardTesting
import Testing

/// The `notebook` binary, used the way a person (or a script) would.
@Suite("notebook, end to end", .serialized)
struct EndToEndTests {
  static let binary = ProductLocator.executable(named: "notebook")

  func launch() throws -> PseudoTerminal {
    try PseudoTerminal(executable: Self.binary, columns: 80, rows: 20)
  }

  @Test("in a terminal: open a note, edit it, find it in Search, quit; the terminal is restored")
  func fullScreenSession() throws {
    let terminal = try launch()
    try terminal.waitFor("Recipes")
    terminal.send("\r")
    try terminal.waitFor("Notebooks › Home")
    terminal.send("\r")
    try terminal.waitFor("Notebooks › Home › Groceries")
    terminal.send("e")
    try terminal.waitFor("Edit note")
    terminal.send("\u{1B}[F and eggs\r")
    try terminal.waitFor("Notebooks › Home › Groceries and eggs")
    terminal.send("\u{1B}[1;5C")
    try terminal.waitFor("Search notes")
    terminal.send("eggs")
    try terminal.waitFor("Lemon cake")
    #expect(terminal.screen.text.contains("Groceries and eggs"))
    // Ctrl-← in the search field moves the cursor a word; Esc leaves the field first.
    terminal.send("\u{1B}")
    try terminal.waitFor("↑↓ move")
    terminal.send("\u{1B}[1;5D")
    try terminal.waitFor("Notebooks › Home › Groceries and eggs")
    terminal.send("q")
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.isSane)
  }

  @Test("keys that arrive in one read: Enter Enter opens Home, then its first note")
  func burstOfKeys() throws {
    let terminal = try launch()
    try terminal.waitFor("Recipes")
    terminal.send("\r\r")
    try terminal.waitFor("Oat milk")
    try terminal.waitFor("Notebooks › Home › Groceries")
    terminal.send("q")
    #expect(try terminal.waitForExit() == 0)
  }

  @Test("in plain line mode: a script opens a note, and no escape sequence reaches the output")
  func plainScript() throws {
    let result = try run(["--plain"], input: "1\n1\nquit\n")
    #expect(result.status == 0)
    #expect(result.output.contains("Notebooks › Home › Groceries"))
    #expect(result.output.contains("Oat milk, rye bread, lemons."))
    #expect(!result.output.contains("\u{1B}"))
  }

  @Test("an unknown option: one line on standard error, exit status 2")
  func unknownOption() throws {
    let result = try run(["--colour"])
    #expect(result.status == 2)
    #expect(result.output == "notebook: unknown option ‘--colour’ (usage: notebook [--plain])\n")
  }

  /// Runs `notebook` with `arguments` on pipes, feeding it `input`.
  func run(_ arguments: [String], input: String = "") throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = arguments
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
  }
}

import Foundation
import SwitchyardTesting
import Testing

/// The `notebook` binary, used the way a person (or a script) would.
@Suite("notebook, end to end", .serialized)
struct EndToEndTests {
  static let binary = ProductLocator.executable(named: "notebook")
  /// Where the app keeps its place between runs, for this test only.
  let state = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-e2e-\(UUID())")

  func launch(_ arguments: [String] = []) throws -> PseudoTerminal {
    try PseudoTerminal(
      executable: Self.binary, arguments: arguments, environment: ["XDG_STATE_HOME": state.path], columns: 80,
      rows: 20)
  }

  @Test("in a terminal: open a note, edit it, find it in Search, quit; the terminal is restored")
  func fullScreenSession() async throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let terminal = try launch()
    try await terminal.waitFor("Recipes")
    terminal.send("\r")
    try await terminal.waitFor("Notebooks › Home")
    terminal.send("\r")
    try await terminal.waitFor("Notebooks › Home › Groceries")
    terminal.send("e")
    try await terminal.waitFor("Edit note")
    terminal.send("\u{1B}[F and eggs\r")
    try await terminal.waitFor("Notebooks › Home › Groceries and eggs")
    terminal.send("\u{1B}[1;5C")
    try await terminal.waitFor("Search notes")
    terminal.send("eggs")
    try await terminal.waitFor("Lemon cake")
    #expect(terminal.screen.text.contains("Groceries and eggs"))
    // Ctrl-← in the search field moves the cursor a word; Esc leaves the field first.
    terminal.send("\u{1B}")
    try await terminal.waitFor("↑↓ move")
    terminal.send("\u{1B}[1;5D")
    try await terminal.waitFor("Notebooks › Home › Groceries and eggs")
    terminal.send("q")
    #expect(try await terminal.waitForExit() == 0)
    #expect(terminal.isSane)
  }

  @Test("keys that arrive in one read: Enter Enter opens Home, then its first note")
  func burstOfKeys() async throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let terminal = try launch()
    try await terminal.waitFor("Recipes")
    terminal.send("\r\r")
    try await terminal.waitFor("Notebooks › Home › Groceries")
    try await terminal.waitFor("Oat milk")
    terminal.send("q")
    #expect(try await terminal.waitForExit() == 0)
  }

  @Test("in plain line mode: a script opens a note, and no escape sequence reaches the output")
  func plainScript() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let result = try run(["--plain"], input: "1\n1\nquit\n")
    #expect(result.status == 0)
    #expect(result.output.contains("Notebooks › Home › Groceries"))
    #expect(result.output.contains("Oat milk, rye bread, lemons."))
    #expect(!result.output.contains("\u{1B}"))
  }

  @Test("an unknown option: one line on standard error, exit status 2")
  func unknownOption() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let result = try run(["--colour"])
    #expect(result.status == 2)
    #expect(
      result.output
        == "notebook: unknown option ‘--colour’ (usage: notebook [--plain] [--state FILE] [--record FILE] [ROUTE]"
        + " | notebook graph [--dot] | notebook replay FILE [--frames] | notebook previews)\n"
    )
  }

  /// Runs `notebook` with `arguments` on pipes, feeding it `input`.
  func run(_ arguments: [String], input: String = "") throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = Self.binary
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
  }
}

/// The palette and routes of the `notebook` binary, in a pseudo-terminal.
@Suite("notebook: palette, routes and graph", .serialized)
struct PaletteEndToEndTests {
  let state = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-palette-\(UUID())")

  @Test("`:` lists the screen's commands, jumps to a note by name, opens routes; bad ones say why")
  func palette() async throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let terminal = try PseudoTerminal(
      executable: EndToEndTests.binary, environment: ["XDG_STATE_HOME": state.path], columns: 80, rows: 20)
    try await terminal.waitFor("Recipes")
    terminal.send("\r")
    try await terminal.waitFor("Notebooks › Home")
    terminal.send(":")
    try await terminal.waitFor("Commands")
    #expect(terminal.screen.text.range(of: #"new note +n"#, options: .regularExpression) != nil)
    terminal.send("lemcak")
    try await terminal.waitFor("Lemon cake")
    terminal.send("\r")
    try await terminal.waitFor("Notebooks › Recipes › Lemon cake")
    terminal.send(":open search/notes/00000000-0000-0000-0000-000000000099\r")
    try await terminal.waitFor("there is no note 00000000-0000-0000-0000-000000000099")
    terminal.send("\u{1B}")
    try await terminal.waitForAbsence(of: "Commands")
    terminal.send("q")
    #expect(try await terminal.waitForExit() == 0)

    let again = try PseudoTerminal(
      executable: EndToEndTests.binary, arguments: ["notebook://search"],
      environment: ["XDG_STATE_HOME": state.path],
      columns: 80, rows: 20)
    try await again.waitFor("Search notes")
    // The search field is the screen's only control: Esc leaves it, and the tab keys act.
    again.send("\u{1B}")
    try await again.waitFor("ctrl-→ next tab")
    again.send("\u{1B}[1;5D")
    try await again.waitFor("Notebooks › Recipes › Lemon cake")
    again.send("q")
    #expect(try await again.waitForExit() == 0)
  }

  @Test("`notebook graph` prints the navigation graph")
  func graph() throws {
    let process = Process()
    process.executableURL = EndToEndTests.binary
    process.arguments = ["graph"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(
      text.hasPrefix("flowchart LR") && text.contains("NotebooksCoordinator ==>|\"note: notes/…\"| NoteFlow"))
  }
}

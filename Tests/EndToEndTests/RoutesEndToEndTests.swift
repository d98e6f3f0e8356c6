import Foundation
import SwitchyardTesting
import Testing

/// The palette, routes, restoration and record/replay of the built `switchyard` binary, in a
/// pseudo-terminal, used the way a person would.
@Suite("switchyard routes, palette, restoration, record and replay", .serialized)
struct RoutesEndToEndTests {
  static let binary = ProductLocator.executable(named: "switchyard")
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-routes-\(UUID())")
  var database: String { folder.appendingPathComponent("app.sqlite").path }

  func launch(_ arguments: [String] = []) throws -> PseudoTerminal {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return try PseudoTerminal(
      executable: Self.binary, arguments: arguments + ["--db", database],
      environment: ["HOME": folder.path, "XDG_DATA_HOME": folder.path], columns: 100, rows: 30)
  }

  /// Signs up as Ada and adds the project Garden with the task Plant tulips.
  func signUpWithGarden(_ terminal: PseudoTerminal) throws {
    try terminal.waitFor("Sign in to see your tasks")
    terminal.send("\t\t\t\r")
    try terminal.waitFor("Create a local account")
    terminal.send("Ada Lovelace\tada@example.com\tcorrect horse\tcorrect horse\r")
    try terminal.waitFor("All  0")
    terminal.send("2")
    try terminal.waitFor("No projects yet")
    terminal.send("n")
    try terminal.waitFor("New project")
    terminal.send("Garden\r")
    try terminal.waitFor("Projects › Garden")
    try terminal.waitForAbsence(of: "New project")
    terminal.send("n")
    try terminal.waitFor("New task")
    terminal.send("Plant tulips\r")
    try terminal.waitForAbsence(of: "New task")
    try terminal.waitFor("[ ] Plant tulips")
  }

  @Test("`:` lists the screen's commands with their keys, opens routes, jumps by name; Esc closes it")
  func palette() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let terminal = try launch()
    try signUpWithGarden(terminal)
    terminal.send(":")
    try terminal.waitFor("Commands")
    let listed = terminal.screen.text
    #expect(listed.contains("new task") && listed.contains("done"))
    #expect(listed.range(of: #"new task +n │"#, options: .regularExpression) != nil)
    terminal.send("\u{1B}")
    try terminal.waitForAbsence(of: "Commands")

    terminal.send(":open settings/password\r")
    try terminal.waitFor("Settings › Change password")
    // Typing into a field, `:` is a character; Ctrl-P opens the palette anyway.
    terminal.send([16])
    try terminal.waitFor("Commands")
    // Tasks are found by the start of a word of their title (projects, fuzzily).
    terminal.send("plant tuli")
    try terminal.waitFor("task · Garden")
    terminal.send("\r")
    try terminal.waitFor("Projects › Garden › Plant tulips")

    terminal.send(":open projects/999\r")
    try terminal.waitFor("there is no project 999")
    terminal.send("\u{1B}")
    try terminal.waitForAbsence(of: "Commands")
    #expect(terminal.screen.text.contains("Projects › Garden › Plant tulips"))
    terminal.send(":route\r")
    try terminal.waitFor("switchyard://projects/1/tasks/1")
    terminal.send("q")
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.isSane)
  }

  @Test(
    "a recorded session replays to the screen it ended on; the password is in no byte; the place comes back")
  func recordReplayRestore() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let recording = folder.appendingPathComponent("bug.jsonl")
    let first = try launch(["--record", recording.path])
    try signUpWithGarden(first)
    first.send("\r")
    try first.waitFor("Projects › Garden › Plant tulips")
    first.send("e")
    try first.waitFor("Edit task")
    first.send("Bulbs\u{1B}[B")
    try first.waitFor("Plant tulipsBulbs")
    let shown = first.screen.text
    first.send([3])
    #expect(try first.waitForExit() == 130)

    let bytes = try Data(contentsOf: recording)
    #expect(bytes.range(of: Data("correct horse".utf8)) == nil && bytes.range(of: Data("horse".utf8)) == nil)
    let (status, replayed) = try run(["replay", recording.path])
    #expect(status == 0)
    #expect(lines(replayed) == lines(shown))

    // Still signed in: straight back to the sheet, with what was typed in it.
    let second = try launch()
    try second.waitFor("Plant tulipsBulbs")
    #expect(second.screen.text.contains("Projects › Garden › Plant tulips"))
    second.send([3])
    #expect(try second.waitForExit() == 130)
  }

  @Test(
    "`open` with a route that is not one is a one-line error and a non-zero exit; `graph` prints the graph")
  func commands() throws {
    let (status, output) = try run(["open", "http://example.com/inbox"])
    #expect(status == 1)
    #expect(
      output
        == "switchyard: not a route: ‘http://example.com/inbox’ (expected a switchyard:// URL or a path, not a http:// URL)\n"
    )
    let (graphStatus, dot) = try run(["graph", "--format", "dot"])
    #expect(graphStatus == 0 && dot.hasPrefix("digraph flows {"))
    #expect(
      dot.contains("\"ProjectsCoordinator\" -> \"TaskFlowProvider\" [label=\"task: tasks/…\", style=bold];"))
  }

  /// Runs the binary with `arguments` and returns its status and output.
  func run(_ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The lines of a screen without trailing spaces or trailing empty lines.
  func lines(_ text: String) -> [String] {
    var lines = text.components(separatedBy: "\n").map { String($0.reversed().drop { $0 == " " }.reversed()) }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}

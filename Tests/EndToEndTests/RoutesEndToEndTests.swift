import Foundation
import SwitchyardTesting
import Testing

/// Record/replay, restoration across runs and the route commands of the built `switchyard`
/// binary, in a pseudo-terminal. (The palette: FeaturesTests' AppPaletteTests, in process.)
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
  func signUpWithGarden(_ terminal: PseudoTerminal) async throws {
    try await terminal.waitFor("Sign in to see your tasks")
    terminal.send("\t\t\t\r")
    try await terminal.waitFor("Create a local account")
    terminal.send("Ada Lovelace\tada@example.com\tcorrect horse\tcorrect horse\r")
    try await terminal.waitFor("All  0")
    terminal.send("2")
    try await terminal.waitFor("No projects yet")
    terminal.send("n")
    try await terminal.waitFor("New project")
    terminal.send("Garden\r")
    try await terminal.waitFor("Projects › Garden")
    try await terminal.waitForAbsence(of: "New project")
    terminal.send("n")
    try await terminal.waitFor("New task")
    terminal.send("Plant tulips\r")
    try await terminal.waitForAbsence(of: "New task")
    try await terminal.waitFor("[ ] Plant tulips")
  }

  @Test(
    "a recorded session replays to the screen it ended on; the password is in no byte; the place comes back")
  func recordReplayRestore() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let recording = folder.appendingPathComponent("bug.jsonl")
    let first = try launch(["--record", recording.path])
    try await signUpWithGarden(first)
    first.send("\r")
    try await first.waitFor("Projects › Garden › Plant tulips")
    first.send("e")
    try await first.waitFor("Edit task")
    first.send("Bulbs\u{1B}[B")
    try await first.waitFor("Plant tulipsBulbs")
    let shown = first.screen.text
    first.send([3])
    #expect(try await first.waitForExit() == 130)

    let bytes = try Data(contentsOf: recording)
    #expect(bytes.range(of: Data("correct horse".utf8)) == nil && bytes.range(of: Data("horse".utf8)) == nil)
    let (status, replayed) = try await run(["replay", recording.path])
    #expect(status == 0)
    #expect(lines(replayed) == lines(shown))

    // Still signed in: straight back to the sheet, with what was typed in it.
    let second = try launch()
    try await second.waitFor("Plant tulipsBulbs")
    #expect(second.screen.text.contains("Projects › Garden › Plant tulips"))
    second.send([3])
    #expect(try await second.waitForExit() == 130)
  }

  @Test(
    "`open` with a route that is not one is a one-line error and a non-zero exit; `graph` prints the graph")
  func commands() async throws {
    let (status, output) = try await run(["open", "http://example.com/inbox"])
    #expect(status == 1)
    #expect(
      output
        == "switchyard: not a route: ‘http://example.com/inbox’ (expected a switchyard:// URL or a path, not a http:// URL)\n"
    )
    let (graphStatus, dot) = try await run(["graph", "--format", "dot"])
    #expect(graphStatus == 0 && dot.hasPrefix("digraph flows {"))
    #expect(
      dot.contains("\"ProjectsCoordinator\" -> \"TaskFlowProvider\" [label=\"task: tasks/…\", style=bold];"))
  }

  /// Runs the binary with `arguments` and returns its status and output (standard output,
  /// then standard error).
  func run(_ arguments: [String]) async throws -> (Int32, String) {
    let result = try await Switchyard.run(arguments)
    return (result.status, result.output)
  }

  /// The lines of a screen without trailing spaces or trailing empty lines.
  func lines(_ text: String) -> [String] {
    var lines = text.components(separatedBy: "\n").map { String($0.reversed().drop { $0 == " " }.reversed()) }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}

import Foundation
import SwitchyardTesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What only the built `switchyard` binary in a pseudo-terminal shows: its exit status, the
/// terminal restored however it ends (q, Ctrl-C, a signal), the place and the sign-in kept
/// across a restart, a recording replayed by another process. The screens and keys in
/// between are tested in process (FeaturesTests' InProcess suites: FirstSessionTests,
/// AppPaletteTests, DailyUseTests …).
@Suite("switchyard, the binary end to end", .serialized)
struct BinaryEndToEndTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "switchyard-e2e-\(UUID().uuidString)")
  var database: String { folder.appendingPathComponent("app.sqlite").path }

  func launch(_ arguments: [String] = []) throws -> PseudoTerminal {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return try PseudoTerminal(
      executable: Switchyard.binary, arguments: ["--db", database] + arguments,
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
    try await terminal.waitFor("Created project “Garden”")
    try await terminal.waitForAbsence(of: "New project")
    terminal.send("\r")
    try await terminal.waitFor("Projects › Garden")
    terminal.send("n")
    try await terminal.waitFor("New task")
    terminal.send("Plant tulips\r")
    try await terminal.waitForAbsence(of: "New task")
    try await terminal.waitFor("[ ] Plant tulips")
  }

  @Test(
    "q quits with status 0, the terminal restored; a restart opens where it was, still signed in; --sign-out asks again"
  )
  func restart() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try launch()
    try await signUpWithGarden(first)
    first.send("3")
    try await first.waitFor("Search titles and notes")
    first.send("tul")
    try await first.waitFor("› [ ]     Plant tulips")
    first.send("\u{1B}[B ")
    try await first.waitFor("[x]     Plant tulips")
    first.send("q")
    #expect(try await first.waitForExit() == 0)
    #expect(first.isSane)

    let second = try launch()
    // Back where the first session ended (the Search tab, typing), then to the Inbox.
    try await second.waitFor("Search titles and notes")
    #expect(!second.screen.text.contains("Sign in to see your tasks"))
    second.send([16])
    try await second.waitFor("Commands")
    second.send("open inbox\r")
    try await second.waitFor("Done  1")
    second.send("q")
    #expect(try await second.waitForExit() == 0)
    #expect(second.isSane)
    #expect(!second.screen.isAlternateScreen)

    let third = try launch(["--sign-out"])
    try await third.waitFor("Sign in to see your tasks")
    third.send("ada@example.com\tcorrect horse\r")
    try await third.waitFor("Done  1")
    third.send("q")
    #expect(try await third.waitForExit() == 0)
  }

  @Test("a database path that is a directory is a one-line error and a non-zero exit")
  func badDatabasePath() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let terminal = try PseudoTerminal(
      executable: Switchyard.binary, arguments: ["--db", folder.path], columns: 200)
    let status = try await terminal.waitForExit()
    #expect(status == 1)
    #expect(terminal.screen.text.contains("is a directory, not a database file"))
    #expect(terminal.isSane)
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
    #expect(first.isSane)

    let bytes = try Data(contentsOf: recording)
    #expect(bytes.range(of: Data("correct horse".utf8)) == nil && bytes.range(of: Data("horse".utf8)) == nil)
    let replayed = try await Switchyard.run(["replay", recording.path])
    #expect(replayed.status == 0)
    #expect(lines(replayed.output) == lines(shown))

    // Still signed in: straight back to the sheet, with what was typed in it.
    let second = try launch()
    try await second.waitFor("Plant tulipsBulbs")
    #expect(second.screen.text.contains("Projects › Garden › Plant tulips"))
    second.send([3])
    #expect(try await second.waitForExit() == 130)
  }

  @Test(
    "a signal in full-screen mode closes the database first: the main file alone holds every write",
    arguments: [SIGTERM, SIGHUP, SIGINT, SIGUSR1])
  func signalExit(signal: Int32) async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try await Switchyard.demoDatabase(in: folder)
    let terminal = try await Switchyard.demoSession(path, folder: folder)
    try await terminal.addTask("Sharpen the shears")
    terminal.signal(signal)
    #expect(try await terminal.waitForExit() == 128 + signal)
    #expect(terminal.isSane && !terminal.screen.isAlternateScreen)
    #expect(try Switchyard.titlesInMainFileAlone(path).contains("Sharpen the shears"))
  }

  @Test(
    "`open` with a route that is not one is a one-line error and a non-zero exit; `graph` prints the graph")
  func commands() async throws {
    let open = try await Switchyard.run(["open", "http://example.com/inbox"])
    #expect(open.status == 1)
    #expect(
      open.output
        == "switchyard: not a route: ‘http://example.com/inbox’ (expected a switchyard:// URL or a path, not a http:// URL)\n"
    )
    let graph = try await Switchyard.run(["graph", "--format", "dot"])
    #expect(graph.status == 0 && graph.output.hasPrefix("digraph flows {"))
    #expect(
      graph.output.contains(
        "\"ProjectsCoordinator\" -> \"TaskFlowProvider\" [label=\"task: tasks/…\", style=bold];"))
  }

  /// The lines of a screen without trailing spaces or trailing empty lines.
  func lines(_ text: String) -> [String] {
    var lines = text.components(separatedBy: "\n").map { String($0.reversed().drop { $0 == " " }.reversed()) }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}

import Foundation
import SwitchyardTesting
import Testing

/// The built `switchyard` binary in a pseudo-terminal, used the way a person would.
@Suite("switchyard end to end", .serialized)
struct AppEndToEndTests {
  static let binary = ProductLocator.executable(named: "switchyard")
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "switchyard-e2e-\(UUID().uuidString)")

  func launch(_ arguments: [String] = []) throws -> PseudoTerminal {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return try PseudoTerminal(
      executable: Self.binary,
      arguments: ["--db", folder.appendingPathComponent("app.sqlite").path] + arguments,
      environment: ["HOME": folder.path, "XDG_DATA_HOME": folder.path], columns: 100, rows: 30)
  }

  @Test(
    "sign up, add a project and a task, find it, toggle it, quit; a restart opens where it was, still signed in; --sign-out asks again"
  )
  func fullSession() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try launch()
    try await first.waitFor("Sign in to see your tasks")
    first.send("\t\t\t\r")
    try await first.waitFor("Create a local account")
    first.send("Ada Lovelace\tada@example.com\tcorrect horse\tcorrect horse\r")
    try await first.waitFor("All  0")

    first.send("2")
    try await first.waitFor("No projects yet")
    first.send("n")
    try await first.waitFor("New project")
    first.send("Garden\r")
    try await first.waitFor("Projects › Garden")
    try await first.waitForAbsence(of: "New project")
    first.send("n")
    try await first.waitFor("New task")
    first.send("Plant tulips\r")
    try await first.waitForAbsence(of: "New task")
    try await first.waitFor("[ ] Plant tulips")

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
    second.send("\u{1B}[D")
    try await second.waitFor("[x] Plant tulips")
    #expect(second.screen.text.contains("Garden"))
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
      executable: Self.binary, arguments: ["--db", folder.path], columns: 200)
    let status = try await terminal.waitForExit()
    #expect(status == 1)
    #expect(terminal.screen.text.contains("is a directory, not a database file"))
    #expect(terminal.isSane)
  }
}

import Foundation
import SwitchyardTesting
import Testing

/// Undo and redo through the built `switchyard` binary in a pseudo-terminal: project changes
/// taken back in reverse with notices that name them, and made again after a restart.
@Suite("switchyard, the binary: undo and redo", .serialized)
struct UndoEndToEndTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "switchyard-undo-e2e-\(UUID().uuidString)")
  var database: String { folder.appendingPathComponent("app.sqlite").path }

  func launch() throws -> PseudoTerminal {
    try PseudoTerminal(
      executable: Switchyard.binary, arguments: ["--db", database],
      environment: ["HOME": folder.path, "XDG_DATA_HOME": folder.path], columns: 110, rows: 30)
  }

  @Test("rename a project, delete another, u u; quit; U U after the restart makes them again")
  func undoRedoAcrossARestart() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    #expect(try await Switchyard.run(["demo", "--db", database]).status == 0)
    let first = try launch()
    try await first.waitFor("Sign in to see your tasks")
    first.send("demo@switchyard.local\tswitchyard-demo\r")
    try await first.waitFor("All  25")
    first.send("2")
    try await first.waitFor("Side project")
    first.send("r\u{15}Food\r")  // the first project, Groceries; Ctrl-U clears its name
    try await first.waitFor("Renamed “Groceries” to “Food”")
    first.send("jd")
    try await first.waitFor("Undo brings it back")
    first.send("y")
    try await first.waitFor("Deleted project “Home”")
    first.send("u")
    try await first.waitFor("Undone: Deleted project “Home”")
    first.send("u")
    try await first.waitFor("Undone: Renamed “Food” back to “Groceries”")
    first.send("q")
    #expect(try await first.waitForExit() == 0)

    let second = try launch()
    try await second.waitFor("Side project")
    second.send("U")
    try await second.waitFor("Redone: Renamed “Groceries” to “Food”")
    second.send("U")
    try await second.waitFor("Redone: Deleted project “Home”")
    try await second.waitForAbsence(of: "Home ")
    second.send("q")
    #expect(try await second.waitForExit() == 0)
  }
}

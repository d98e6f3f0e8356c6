import Foundation
import SwitchyardTesting
import Testing

/// Keys that reach the real app in one read (a paste, a slow link): each goes to the screen
/// that is current when its turn comes.
@Suite("switchyard: bursts of keys", .serialized)
struct KeyBurstEndToEndTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "switchyard-burst-\(UUID().uuidString)")

  @Test("n and a title in one read add the task; n and a name in Projects make the project")
  func typedAhead() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Switchyard.demoDatabase(in: folder)
    let terminal = try Switchyard.demoSession(path, folder: folder)
    try terminal.waitFor("Done  5")
    terminal.send("nBuy eggs and dates\r")
    try terminal.waitFor("Buy eggs and dates")
    try terminal.waitForAbsence(of: "New task")
    #expect(terminal.screen.text.contains("Done  5"), "the spaces in the title marked nothing done")
    terminal.send("2")
    try terminal.waitFor("Groceries")
    terminal.send("nTypeahead\r")
    try terminal.waitFor("Projects › Typeahead")
    #expect(!terminal.screen.text.contains("Delete project?"))
    terminal.send("q")
    #expect(try terminal.waitForExit() == 0)
  }
}

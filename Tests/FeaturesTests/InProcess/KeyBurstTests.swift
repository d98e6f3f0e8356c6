import Testing

/// Keys that reach the app in one read (a paste, a slow link): each goes to the screen that is
/// current when its turn comes. The app in process, full screen on an in-memory terminal.
@MainActor
@Suite("The app: bursts of keys")
struct KeyBurstTests {
  @Test("n and a title in one read add the task; n and a name in Projects make the project")
  func typedAhead() async throws {
    let app = try await InProcessApp.demo()
    defer { app.removeFolder() }
    #expect(app.text.contains("Done  5"), "\(app.text)")
    await app.send("nBuy eggs and dates\r")
    #expect(app.text.contains("Buy eggs and dates"))
    #expect(!app.text.contains("New task"))
    #expect(app.text.contains("Done  5"), "the spaces in the title marked nothing done")
    await app.send("2")
    #expect(app.text.contains("Groceries"))
    await app.send("nTypeahead\r")
    #expect(app.text.contains("Created project “Typeahead”"), "\(app.text)")
    #expect(app.text.contains("▸ Typeahead"), "the new project is highlighted: \(app.text)")
    #expect(!app.text.contains("Delete project?"))
    #expect(await app.quit() == 0)
  }
}

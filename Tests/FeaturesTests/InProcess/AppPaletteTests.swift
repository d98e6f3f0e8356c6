import Foundation
import Testing

/// The `:` palette and routes, the app in process on an in-memory terminal, used the way a
/// person would.
@MainActor
@Suite("The app: the palette and routes")
struct AppPaletteTests {
  /// Signs up as Ada and adds the project Garden with the task Plant tulips.
  func signUpWithGarden(_ app: InProcessApp) async throws {
    #expect(app.text.contains("Sign in to see your tasks"), "\(app.text)")
    await app.send("\t\t\t\r")
    #expect(app.text.contains("Create a local account"))
    await app.send("Ada Lovelace\tada@example.com\tcorrect horse\tcorrect horse\r")
    #expect(app.text.contains("All  0"), "\(app.text)")
    await app.send("2")
    #expect(app.text.contains("No projects yet"))
    await app.send("n")
    #expect(app.text.contains("New project"))
    await app.send("Garden\r")
    #expect(app.text.contains("Created project “Garden”") && !app.text.contains("New project"), "\(app.text)")
    await app.send("\r")
    #expect(app.text.contains("Projects › Garden"), "\(app.text)")
    await app.send("n")
    #expect(app.text.contains("New task"))
    await app.send("Plant tulips\r")
    #expect(!app.text.contains("New task") && app.text.contains("[ ] Plant tulips"), "\(app.text)")
  }

  @Test("`:` lists the screen's commands with their keys, opens routes, jumps by name; Esc closes it")
  func palette() async throws {
    let app = try InProcessApp.fresh()
    defer { app.removeFolder() }
    try await signUpWithGarden(app)
    await app.send(":")
    let listed = app.text
    #expect(
      listed.contains("Commands") && listed.contains("new task") && listed.contains("done"), "\(listed)")
    #expect(listed.range(of: #"new task +n │"#, options: .regularExpression) != nil)
    await app.send("\u{1B}")
    #expect(!app.text.contains("Commands"))

    await app.send(":open settings/password\r")
    #expect(app.text.contains("Settings › Change password"), "\(app.text)")
    // Typing into a field, `:` is a character; Ctrl-P opens the palette anyway.
    await app.send([16])
    #expect(app.text.contains("Commands"))
    // Tasks are found by the start of a word of their title (projects, fuzzily).
    await app.send("plant tuli")
    #expect(app.text.contains("task · Garden"), "\(app.text)")
    await app.send("\r")
    #expect(app.text.contains("Projects › Garden › Plant tulips"), "\(app.text)")

    await app.send(":open projects/999\r")
    #expect(app.text.contains("there is no project 999"), "\(app.text)")
    await app.send("\u{1B}")
    #expect(!app.text.contains("Commands"))
    #expect(app.text.contains("Projects › Garden › Plant tulips"))
    await app.send(":route\r")
    #expect(app.text.contains("switchyard://projects/1/tasks/1"), "\(app.text)")
    let clipboard = "\u{1B}]52;c;" + Data("switchyard://projects/1/tasks/1".utf8).base64EncodedString()
    #expect(String(decoding: app.terminal.output, as: UTF8.self).contains(clipboard), "copied (OSC 52)")
    #expect(await app.quit() == 0)
  }
}

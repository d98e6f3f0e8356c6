import Foundation
import Testing

/// A new user's first session, the app in process on an in-memory terminal, many keys to a
/// read. (What only the binary shows — the exit status, the terminal restored, the place kept
/// across a restart — EndToEndTests' BinaryEndToEndTests.)
@MainActor
@Suite("The app: a first session")
struct FirstSessionTests {
  @Test("sign up, add a project and a task, find it, toggle it; the palette opens the Inbox with it done")
  func firstSession() async throws {
    let app = try InProcessApp.fresh()
    defer { app.removeFolder() }
    #expect(app.text.contains("Sign in to see your tasks"), "\(app.text)")
    await app.send("\t\t\t\r")
    #expect(app.text.contains("Create a local account"), "\(app.text)")
    await app.send("Ada Lovelace\tada@example.com\tcorrect horse\tcorrect horse\r")
    #expect(app.text.contains("All  0"), "\(app.text)")

    await app.send("2")
    #expect(app.text.contains("No projects yet"), "\(app.text)")
    await app.send("nGarden\r")
    #expect(app.text.contains("Created project “Garden”") && !app.text.contains("New project"), "\(app.text)")
    await app.send("\r")
    #expect(app.text.contains("Projects › Garden"), "\(app.text)")
    await app.send("nPlant tulips\r")
    #expect(!app.text.contains("New task") && app.text.contains("[ ] Plant tulips"), "\(app.text)")

    await app.send("3tul")
    #expect(app.text.contains("Search: tul"), "the Search tab, its field typed into: \(app.text)")
    #expect(app.text.contains("› [ ]     Plant tulips"), "\(app.text)")
    await app.send("\u{1B}[B ")
    #expect(app.text.contains("[x]     Plant tulips"), "\(app.text)")

    await app.send([16])
    #expect(app.text.contains("Commands"), "\(app.text)")
    await app.send("open inbox\r")
    #expect(app.text.contains("Done  1"), "\(app.text)")
    await app.send("\u{1B}[D")
    #expect(app.text.contains("[x] Plant tulips") && app.text.contains("Garden"), "\(app.text)")
    #expect(await app.quit() == 0)
  }
}

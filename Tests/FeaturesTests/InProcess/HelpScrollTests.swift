import Foundation
import Testing

/// `?` at the app's smallest size: every key is reachable by scrolling the help.
@MainActor
@Suite("The app: help at the smallest size")
struct HelpScrollTests {
  @Test("at 60×16, `?` scrolls to its last entry; every Inbox key and the mouse are on the way")
  func scrollsToTheEnd() async throws {
    let app = try await InProcessApp.demo(columns: 60, rows: 16)
    defer { app.removeFolder() }
    await app.send("?")
    #expect(app.text.contains("↑↓ scroll"), "\(app.text)")
    var seen = app.text
    for _ in 0..<80 {
      await app.send("j")
      seen += app.text
    }
    for entry in ["undo", "previous filter", "retry", "sort", "click", "wheel"] {
      #expect(seen.contains(entry), "\(entry) is reachable")
    }
    // The last line says the last entry is shown: `a–N of N`.
    #expect(
      app.text.range(of: #"[0-9]+–([0-9]+) of \1 ·"#, options: .regularExpression) != nil, "\(app.text)")
    await app.send("\u{1B}[H")
    #expect(app.text.contains("1–"), "Home goes back to the top: \(app.text)")
    await app.send("\u{1B}[F")
    #expect(
      app.text.range(of: #"[0-9]+–([0-9]+) of \1 ·"#, options: .regularExpression) != nil, "\(app.text)")
    await app.send("?")
    #expect(!app.text.contains("↑↓ scroll"))
    #expect(await app.quit() == 0)
  }
}

import Features
import Foundation
import Testing

/// Clicks a daily user expects to work: the done box, a filter's label, a footer hint.
@MainActor
@Suite("The app: clicks")
struct AppClickTests {
  /// Clicks the first cell where `text` shows on the screen (SGR mouse, as a terminal sends it).
  func click(_ text: String, in app: InProcessApp) async -> Bool {
    for (row, line) in app.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard let range = line.range(of: text) else { continue }
      let column = line.distance(from: line.startIndex, to: range.lowerBound)
      await app.send("\u{1B}[<0;\(column + 1);\(row + 1)M")
      return true
    }
    return false
  }

  @Test("a click on [ ] marks the task done; on a filter's label chooses it; on a footer hint runs it")
  func clicks() async throws {
    let app = try await InProcessApp.demo(columns: 120, rows: 40)
    defer { app.removeFolder() }
    let first = app.lines(containing: "[ ]").first ?? ""
    #expect(await click("[ ]", in: app))
    #expect(app.text.contains("Marked “"), "\(app.text)")
    #expect(app.lines(containing: "[ ]").first != first)
    #expect(await click("Overdue", in: app))
    if case .signedIn(let tabs) = app.session.coordinator.variant {
      #expect(tabs.inbox.list.filter == .overdue)
    }
    #expect(await click("sort", in: app))
    #expect(app.text.contains("Title ▲"), "the footer's s sort, clicked: \(app.text)")
    #expect(await app.quit() == 0)
  }

  @Test("the first screen on an empty database does not say Welcome back")
  func firstScreen() async throws {
    let app = try InProcessApp.fresh()
    defer {
      // Not quit (q would be typed into the email field): its container is ended here.
      _ = app.container.close()
      app.removeFolder()
    }
    await app.send("")
    #expect(!app.text.contains("Welcome back"), "\(app.text)")
    #expect(app.text.contains("or create an account"))
  }
}

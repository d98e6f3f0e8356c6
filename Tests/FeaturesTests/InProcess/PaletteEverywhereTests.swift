import Features
import Foundation
import Testing

/// The palette is one list of everything: on every screen it finds each command the footer
/// shows and each of the app's global commands, and runs them as their keys do.
@MainActor
@Suite("The app: one palette for everything")
struct PaletteEverywhereTests {
  static let globals = [
    "inbox", "projects", "search", "settings", "new task", "new project", "change password", "sign out",
    "export", "theme default", "theme light", "theme dark", "help",
  ]

  /// The footer's labels that press a key, and the global commands, that the palette on the
  /// screen shown now does not find by name.
  func missing(in app: InProcessApp) async -> [String] {
    // Every footer key but the palette's own (`: commands`).
    let footer = app.session.host.hints.filter { $0.press != nil && $0.label != "commands" }.map(\.label)
    let palette = app.session.palette
    palette.open()
    defer { palette.close() }
    var missing: [String] = []
    for name in footer + Self.globals {
      palette.setQuery(name)
      if !palette.entries.contains(where: { $0.title == name }) { missing.append(name) }
    }
    return missing
  }

  @Test("every screen's palette finds every footer command and every global one")
  func everyScreen() async throws {
    let app = try await InProcessApp.demo(columns: 120, rows: 40)
    defer { app.removeFolder() }
    var screens: [(String, [String])] = []
    func check(_ name: String, _ expected: String) async {
      #expect(app.text.contains(expected), "\(name): \(app.text)")
      screens.append((name, await missing(in: app)))
      await app.app.idle()
    }
    await check("Inbox", "Done  5")
    #expect(app.session.host.hints.map(\.label).contains("sort"), "the footer offers sort")
    await app.send("\r")
    await check("task detail", "Inbox ›")
    await app.send("\u{1B}")
    await app.send("2")
    await check("Projects", "Projects")
    await app.send("\r")
    await check("a project", "Projects ›")
    await app.send("3")
    await check("Search", "Search")
    await app.send("\u{1B}")
    await app.send("4")
    await check("Settings", "Data file")
    await app.send(":change password\r")
    await check("change password", "Change password")
    for (screen, missing) in screens {
      #expect(missing.isEmpty, "\(screen): the palette lacks \(missing)")
    }
    // From a text field, Ctrl-P opens it: back to the Inbox by name.
    await app.send([16])
    await app.send("inbox\r")
    #expect(app.session.coordinator.route.url(scheme: "switchyard") == "switchyard://inbox")
    #expect(await app.quit() == 0)
  }

  @Test("the palette runs a footer key (sort, filter), signs out and exports from any screen")
  func running() async throws {
    let app = try await InProcessApp.demo(columns: 120, rows: 40)
    defer { app.removeFolder() }
    await app.send(":sort\r")
    #expect(app.text.contains("Title ▲"), "sorted, as `s` does: \(app.text)")
    await app.send(":next filter\r")
    if case .signedIn(let tabs) = app.session.coordinator.variant {
      #expect(tabs.inbox.list.filter == .today, "the next filter, as → does")
    }
    #expect(app.session.host.hints.contains { $0.label == "next filter" })
    #expect(app.session.coordinator.route.url(scheme: "switchyard") == "switchyard://inbox")
    await app.send(":export\r")
    let exported = try FileManager.default.contentsOfDirectory(atPath: app.folder.path)
      .filter { $0.hasPrefix("switchyard-export-") && $0.hasSuffix(".json") }
    #expect(exported.count == 1, "\(exported)")
    #expect(app.text.contains("Exported"), "\(app.text)")
    if let name = exported.first {
      let text = try String(contentsOf: app.folder.appendingPathComponent(name), encoding: .utf8)
      #expect(text.contains("Pay the electricity bill"))
    }
    await app.send(":sign out\r")
    #expect(app.text.contains("Sign out?"), "\(app.text)")
    await app.send("n")  // q does not quit from a dialog
    #expect(await app.quit() == 0)
  }
}

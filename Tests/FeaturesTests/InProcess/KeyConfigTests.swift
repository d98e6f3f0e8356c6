import Container
import Features
import Foundation
import Testing

/// A user's own keys from their configuration file, the app in process on an in-memory
/// terminal: the rebound keys act, the old ones no longer do, and the footer, the help and the
/// palette show the keys the user chose; a broken file gives a notice and a working app.
@MainActor
@Suite("The app: keys and theme from the configuration file")
struct KeyConfigTests {
  /// The app with the configuration file `text`, read as the executable reads it.
  func app(config text: String, signIn: Bool = true) async throws -> InProcessApp {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-config-\(UUID())")
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: file) }
    let path = file.appendingPathComponent("config.toml").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let (settings, problems) = ConfigurationFile.load(from: path)
    return try await InProcessApp.demo(
      columns: 120, rows: 40, settings: settings, problems: problems, signIn: signIn)
  }

  @Test("j/k rebound to t/n (and new task to a): they move, j does not, and footer, help and palette say so")
  func reboundKeys() async throws {
    let app = try await app(
      config: """
        [keys.list]
        down = ["down", "t"]
        up = ["up", "n"]

        [keys."task list"]
        "new task" = "a"

        [keys.projects]
        "new project" = "a"
        """)
    defer { app.removeFolder() }
    #expect(app.text.contains("a new task"), "\(app.text)")
    #expect(!app.text.contains("n new task"), "the footer shows the bound key")
    #expect(app.text.contains("↑t move") || app.text.contains("↑↓ move"))
    let rows = app.text.split(separator: "\n").filter { $0.contains("[ ]") || $0.contains("[x]") }
    try #require(rows.count >= 4, "\(app.text)")
    // One burst: down three rows with t, up one with n, and j (no longer bound) does nothing;
    // Enter opens the row reached: the third.
    await app.send("tttnj\r")
    let words = rows[2].split(separator: " ").map(String.init).filter { $0.count > 3 }
    let title = words[0] + " " + words[1]
    #expect(app.text.contains("Priority:"), "\(app.text)")
    #expect(app.text.contains(title), "the third row opened: \(title)\n\(app.text)")
    await app.send("\u{1B}")
    #expect(app.text.contains("a new task"))

    await app.send("?")
    let help = app.text
    #expect(help.contains("↑/n ↓/t"), "the list's keys as bound: \(help)")
    #expect(help.contains(" a ") && help.contains("new task"), "\(help)")
    await app.send("\u{1B}")
    #expect(!app.text.contains("┌ Keys"))

    await app.send(":")
    #expect(app.text.contains("┌ Commands") && app.text.contains("esc close"), "\(app.text)")
    let palette = app.lines(containing: "│ new task").first ?? ""
    #expect(palette.contains(" a"), "the palette shows the bound key: \(palette)")
    await app.send("\u{1B}")
    #expect(!app.text.contains("┌ Commands"))
    await app.send("a")
    #expect(app.text.contains("New task"))
    await app.send("\u{1B}")
    #expect(!app.text.contains("New task"))
    #expect(await app.quit() == 0)
  }

  @Test("theme = \"dark\" with an accent colour: the app draws in them (256 colours on xterm-256color)")
  func darkTheme() async throws {
    let app = try await app(config: "[theme]\nname = \"dark\"\n[theme.colors]\ndanger = \"201\"\n")
    defer { app.removeFolder() }
    #expect(app.text.contains("n new task"), "\(app.text)")
    let bytes = String(decoding: app.terminal.output, as: UTF8.self)
    #expect(bytes.contains("48;5;25"), "the dark theme's selection bar (palette 25)")
    #expect(bytes.contains("38;5;201"), "the user's colour for danger (overdue dates)")
    #expect(await app.quit() == 0)
  }

  @Test("a broken file: a notice naming line and key, and the app runs on its defaults")
  func brokenFile() async throws {
    let app = try await app(
      config: "date-format = \"yyyy\"\ntheme = \"neon\"\n[keys.nowhere]\nx = \"y\"\n", signIn: false)
    defer { app.removeFolder() }
    #expect(app.text.contains("config.toml:2: theme: no theme"), "\(app.text)")
    #expect(app.text.contains("config.toml:3: keys.nowhere"), "every problem, not the first: \(app.text)")
    #expect(app.text.contains("using the default settings"))
    await app.send("\(DemoSeeder.email)\t")
    #expect(app.text.contains("config.toml:2: theme: no theme"), "still there after keys: \(app.text)")
    await app.send([4])
    #expect(!app.text.contains("config.toml:2: theme: no theme"), "Ctrl-D hides it: \(app.text)")
    await app.send("\(DemoSeeder.password)\r")
    await app.send("jn")
    #expect(app.text.contains("New task"), "\(app.text)")
    await app.send("\u{1B}")
    #expect(!app.text.contains("New task"))
    #expect(await app.quit() == 0)
  }
}

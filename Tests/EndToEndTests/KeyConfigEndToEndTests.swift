import Foundation
import SwitchyardTesting
import Testing

/// A user's own keys from their configuration file, in the real binary in a pseudo-terminal:
/// the rebound keys act, the old ones no longer do, and the footer, the help and the palette
/// show the keys the user chose; a broken file gives a one-line error and a working app.
@Suite("switchyard: keys from the configuration file", .serialized)
struct KeyConfigEndToEndTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "switchyard-keys-\(UUID().uuidString)")

  /// Writes `text` as the configuration file and starts the app signed in to the demo account.
  func session(
    config text: String, database path: String, onSignIn: (PseudoTerminal) throws -> Void = { _ in }
  ) throws -> PseudoTerminal {
    let configFolder = folder.appendingPathComponent("config/switchyard")
    try FileManager.default.createDirectory(at: configFolder, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: configFolder.appendingPathComponent("config.toml"))
    let terminal = try PseudoTerminal(
      executable: Switchyard.binary, arguments: ["--db", path],
      environment: [
        "HOME": folder.path, "XDG_DATA_HOME": folder.path,
        "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
      ], columns: 120, rows: 40)
    try terminal.waitFor("Sign in to see your tasks")
    try onSignIn(terminal)
    terminal.send("demo@switchyard.local\tswitchyard-demo\r")
    try terminal.waitFor("Buy oat milk")
    return terminal
  }

  /// The titles of the Inbox's rows, top to bottom, and the highlighted one.
  func rows(_ terminal: PseudoTerminal) -> [String] {
    terminal.screen.text.split(separator: "\n").filter { $0.contains("[ ]") || $0.contains("[x]") }.map(
      String.init)
  }

  @Test("j/k rebound to t/n (and new task to a): they move, j does not, and footer, help and palette say so")
  func reboundKeys() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Switchyard.demoDatabase(in: folder)
    let terminal = try session(
      config: """
        [keys.list]
        down = ["down", "t"]
        up = ["up", "n"]

        [keys."task list"]
        "new task" = "a"

        [keys.projects]
        "new project" = "a"
        """, database: path)
    try terminal.waitFor("a new task")
    #expect(!terminal.screen.text.contains("n new task"), "the footer shows the bound key")
    #expect(terminal.screen.text.contains("↑t move") || terminal.screen.text.contains("↑↓ move"))
    let titles = rows(terminal)
    #expect(titles.count >= 4, "\(terminal.screen.text)")
    // One burst: down three rows with t, up one with n, and j (no longer bound) does nothing;
    // Enter opens the row reached: the third.
    terminal.send("tttnj\r")
    let words = titles[2].split(separator: " ").map(String.init).filter { $0.count > 3 }
    let title = words[0] + " " + words[1]
    try terminal.waitFor("Priority:")
    #expect(terminal.screen.text.contains(title), "the third row opened: \(title)\n\(terminal.screen.text)")
    terminal.send("\u{1B}")
    try terminal.waitFor("a new task")

    terminal.send("?")
    // The list's keys as bound (the frame can still be arriving when its first line shows).
    try terminal.waitFor("↑/n ↓/t")
    let help = terminal.screen.text
    #expect(help.contains(" a ") && help.contains("new task"), "\(help)")
    terminal.send("\u{1B}")
    try terminal.waitForAbsence(of: "┌ Keys")

    terminal.send(":")
    try terminal.waitFor("┌ Commands")
    try terminal.waitFor("esc close")
    let palette = terminal.screen.text.split(separator: "\n").first { $0.contains("│ new task") } ?? ""
    #expect(palette.contains(" a"), "the palette shows the bound key: \(palette)")
    terminal.send("\u{1B}")
    try terminal.waitForAbsence(of: "┌ Commands")
    terminal.send("a")
    try terminal.waitFor("New task")
    terminal.send("\u{1B}")
    try terminal.waitForAbsence(of: "New task")
    terminal.send("q")
    #expect(try terminal.waitForExit() == 0)
  }

  @Test("theme = \"dark\" with an accent colour: the app draws in them (256 colours on xterm-256color)")
  func darkTheme() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Switchyard.demoDatabase(in: folder)
    let terminal = try session(
      config: "[theme]\nname = \"dark\"\n[theme.colors]\ndanger = \"201\"\n", database: path)
    try terminal.waitFor("n new task")
    let bytes = String(decoding: terminal.output, as: UTF8.self)
    #expect(bytes.contains("48;5;25"), "the dark theme's selection bar (palette 25)")
    #expect(bytes.contains("38;5;201"), "the user's colour for danger (overdue dates)")
    terminal.send("q")
    #expect(try terminal.waitForExit() == 0)
  }

  @Test("a broken file: a one-line error naming line and key, and the app runs on its defaults")
  func brokenFile() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Switchyard.demoDatabase(in: folder)
    let terminal = try session(config: "date-format = \"yyyy\"\ntheme = \"neon\"\n", database: path) {
      try $0.waitFor("config.toml:2: theme: no theme")
      #expect($0.screen.text.contains("using the default settings"))
    }
    terminal.send("jn")
    try terminal.waitFor("New task")
    terminal.send("\u{1B}")
    try terminal.waitForAbsence(of: "New task")
    terminal.send("q")
    #expect(try terminal.waitForExit() == 0)
  }

  @Test("config --check: exit 1 with one line per problem; --print-defaults checks clean")
  func checkCommand() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let defaults = try Switchyard.runSeparately(["config", "--print-defaults"])
    #expect(defaults.status == 0 && defaults.output.contains("[keys.\"task list\"]"))
    let file = folder.appendingPathComponent("config.toml")
    try Data(defaults.output.utf8).write(to: file)
    #expect(try Switchyard.run(["config", "--check", file.path]).status == 0)
    try Data("[keys.list]\nsideways = \"x\"\n".utf8).write(to: file)
    let bad = try Switchyard.runSeparately(["config", "--check", file.path])
    #expect(bad.status == 1)
    #expect(
      bad.errors == "switchyard: config.toml:2: keys.list.sideways: there is no such command here "
        + "(there are: \"up\", \"down\", \"page up\", \"page down\", \"first\", \"last\")\n")
    let keys = try Switchyard.run(["help", "keys"])
    #expect(keys.status == 0 && keys.output.contains("task list:") && keys.output.contains("new task"))
  }
}

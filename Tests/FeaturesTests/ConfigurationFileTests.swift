import Features
import Foundation
import Services
import TerminalUI
import Testing

@Suite("The configuration file: settings, line-and-key errors, the default file")
struct ConfigurationFileTests {
  @Test("a sound file sets keys, theme, database and date format; the rest keeps its default")
  func soundFile() {
    let text = """
      database = "/tmp/tasks.sqlite"
      date-format = "dd.MM.yyyy"
      theme = "dark"

      [keys.list]
      down = ["down", "t"]
      up = ["up", "n"]

      [keys."task list"]
      "new task" = "a"

      [keys.projects]
      "new project" = "a"
      """
    let (configuration, problems) = UserConfiguration.parse(
      text, file: "config.toml", keymaps: AppKeymaps.all)
    #expect(problems.isEmpty, "\(problems)")
    #expect(configuration.databasePath == "/tmp/tasks.sqlite")
    #expect(configuration.dateFormat.string(from: Day(year: 2026, month: 3, day: 9)) == "09.03.2026")
    #expect(configuration.themeName == "dark")
    #expect(configuration.keyBindings.boundKeys(for: "down", in: "list") == [.down, .character("t")])
    #expect(configuration.keyBindings.boundKeys(for: "new task", in: "task list") == [.character("a")])
    #expect(configuration.keyBindings.boundKeys(for: "filter", in: "task list") == nil)
  }

  @Test("each problem names its line and key, in one line")
  func problemsNameLineAndKey() {
    let text = """
      date-format = "yyyy-QQ"
      colour = "red"
      theme = "neon"

      [keys."task list"]
      done = "x"
      finish = "f"
      filter = "\\u001b[A"
      """
    let (configuration, problems) = UserConfiguration.parse(
      text, file: "config.toml", keymaps: AppKeymaps.all)
    let lines = problems.map(\.description)
    #expect(
      lines.contains { $0.hasPrefix("config.toml:1: date-format: ") && $0.contains("\"Q\"") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("config.toml:2: colour: is not a setting") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("config.toml:3: theme: no theme \"neon\"") }, "\(lines)")
    #expect(
      lines.contains { $0.hasPrefix("config.toml:7: keys.\"task list\".finish: there is no such command") })
    #expect(
      lines.contains {
        $0.hasPrefix("config.toml:8: keys.\"task list\".filter: ") && $0.contains("is not a key")
      })
    #expect(lines.allSatisfy { !$0.contains("\n") && !$0.contains("\u{1b}") }, "one line each, no escape")
    #expect(configuration.keyBindings.boundKeys(for: "done", in: "task list") == [.character("x")])
  }

  @Test("a theme by name with colours for single roles; a role or colour that is not one is reported")
  func theme() {
    let text = """
      [theme]
      name = "dark"

      [theme.colors]
      accent = "magenta"
      danger = "#ff0000"
      selection = "25"
      sparkle = "red"
      info = "chartreuse"
      """
    let (configuration, problems) = UserConfiguration.parse(
      text, file: "config.toml", keymaps: AppKeymaps.all)
    #expect(configuration.theme.name == "dark")
    #expect(configuration.theme[.accent].foreground == .magenta)
    #expect(configuration.theme[.accent].bold == Theme.dark[.accent].bold, "only the colour changes")
    #expect(configuration.theme[.danger].foreground == .rgb(255, 0, 0))
    #expect(configuration.theme[.selection].foreground == .palette(25))
    #expect(configuration.theme[.muted] == Theme.dark[.muted])
    let lines = problems.map(\.description)
    #expect(lines.contains { $0.hasPrefix("config.toml:8: theme.colors.sparkle: is not a role") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("config.toml:9: theme.colors.info: must be a colour") }, "\(lines)")
    #expect(UserConfiguration().theme == .standard)
  }

  @Test("a key two commands of one screen would share is reported at the line that binds it")
  func collision() {
    let text = "# my keys\n[keys.list]\nup = [\"up\", \"n\"]\n"
    let (_, problems) = UserConfiguration.parse(text, file: "config.toml", keymaps: AppKeymaps.all)
    let lines = problems.map(\.description)
    #expect(
      lines.contains {
        $0.hasPrefix("config.toml:3: keys.list.up") && $0.contains("\"task list\" screen: new task, list: up")
      }, "\(lines)")
    #expect(
      lines.contains {
        $0.hasPrefix("config.toml:3: ") && $0.contains("\"projects\" screen: new project, list: up")
      },
      "\(lines)")
  }

  @Test("the doc comment's sample")
  func docSample() {
    let (configuration, problems) = UserConfiguration.parse(
      "date-format = \"dd.MM.yyyy\"\n", file: "config.toml", keymaps: AppKeymaps.all)
    #expect(problems.isEmpty && configuration.dateFormat.pattern == "dd.MM.yyyy")
  }

  @Test("a TOML syntax error names its line")
  func syntaxError() {
    let (_, problems) = UserConfiguration.parse("theme = \"dark\"\nbroken = \n", file: "c.toml", keymaps: [])
    #expect(problems.count == 1)
    #expect(problems.first?.description.hasPrefix("c.toml:2: ") == true, "\(problems)")
  }

  @Test("the printed default file reads back as every default, with no problem")
  func defaultFileRoundTrip() {
    let text = UserConfiguration.defaultFile(databasePath: "/data/switchyard.sqlite")
    let (configuration, problems) = UserConfiguration.parse(
      text, file: "config.toml", keymaps: AppKeymaps.all)
    #expect(problems.isEmpty, "\(problems)")
    var expected = UserConfiguration()
    expected.databasePath = "/data/switchyard.sqlite"
    expected.themeName = "default"
    #expect(configuration.databasePath == expected.databasePath)
    #expect(configuration.dateFormat == .iso && configuration.themeName == "default")
    for keymap in AppKeymaps.all {
      for command in keymap.commands {
        #expect(configuration.keyBindings.keys(for: command, in: keymap.name) == command.defaultKeys)
        #expect(text.contains(command.help ?? command.name), "every command is explained")
      }
    }
  }

  @Test("a missing file is every default; a FIFO or a directory is refused at once, never read")
  func files() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = ConfigurationFile.load(from: folder.appendingPathComponent("none.toml").path)
    #expect(missing.0 == UserConfiguration() && missing.1.isEmpty)
    let fifo = folder.appendingPathComponent("fifo.toml").path
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(ConfigurationFile.load(from: fifo).1.first?.message == "is not a regular file")
    #expect(ConfigurationFile.load(from: folder.path).1.first?.message == "is not a regular file")
    let file = folder.appendingPathComponent("config.toml")
    try Data("date-format = \"d MMM yyyy\"\n".utf8).write(to: file)
    let loaded = ConfigurationFile.load(from: file.path)
    #expect(loaded.1.isEmpty && loaded.0.dateFormat.pattern == "d MMM yyyy")
  }

  @Test("the default path follows XDG_CONFIG_HOME, else ~/.config")
  func defaultPath() {
    #expect(
      ConfigurationFile.defaultPath(environment: ["XDG_CONFIG_HOME": "/x"]) == "/x/switchyard/config.toml")
    #expect(
      ConfigurationFile.defaultPath(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/a"])
        == "/home/a/.config/switchyard/config.toml")
  }
}

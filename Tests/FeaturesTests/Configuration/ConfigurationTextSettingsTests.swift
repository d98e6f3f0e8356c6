import Features
import Foundation
import Testing

/// String settings hold no control character, and `database` names a place a database file
/// can be: relative to the configuration file's folder, never a directory, a device, a FIFO
/// or a file the kernel makes up.
@Suite("The configuration's string settings: no control character; a database path that can be one")
struct ConfigurationTextSettingsTests {
  private func problems(_ text: String, folder: String? = nil) -> [String] {
    UserConfiguration.parse(text, file: "c.toml", folder: folder, keymaps: AppKeymaps.all).1.map(
      \.description)
  }

  @Test("a NUL or another control character in a string setting is refused, naming the line; a tab is not")
  func controlCharacters() {
    #expect(
      problems("\ndatabase = \"/tmp/a\\u0000b.sqlite\"\n")
        == ["c.toml:2: database: holds a control character (U+0000), which no setting takes"])
    #expect(
      problems("date-format = \"yyyy\\u001b[31m\"\n")
        == ["c.toml:1: date-format: holds a control character (U+001B), which no setting takes"])
    #expect(
      problems("database = '/tmp/\u{85}.sqlite'\n")
        == ["c.toml:1: database: holds a control character (U+0085), which no setting takes"])
    #expect(problems("database = \"/tmp/a\\tb.sqlite\"\n").isEmpty, "a tab may be in a file's name")
    #expect(
      problems("database = \"/tmp/\u{0}\"\n") == [
        "c.toml:1: column 18: a control character (U+0000) in a string: write it as an escape (\\u0000)"
      ],
      "written raw, the reader refuses it")
    let theme = problems("theme = \"dark\\u0000\\u001b[2J\"\n")
    #expect(
      theme == ["c.toml:1: theme: no theme \"dark\\u0000\\u001B[2J\" (there are: default, light, dark)"])
    let key = problems("[keys.\"task\\u0007list\"]\ndone = \"x\"\n")
    #expect(
      key.count == 1 && key[0].hasPrefix("c.toml:1: keys.\"task\\u0007list\": there is no such screen"),
      "\(key)")
    let all = theme + key
    #expect(all.allSatisfy { !$0.unicodeScalars.contains { $0.properties.generalCategory == .control } })
  }

  @Test("a relative database is taken from the configuration file's folder; ~/ is the home directory")
  func relativeDatabase() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("config.toml")
    try Data("database = \"data/tasks.sqlite\"\n".utf8).write(to: file)
    let (loaded, problems) = ConfigurationFile.load(from: file.path)
    #expect(problems.isEmpty, "\(problems)")
    #expect(loaded.databasePath == folder.path + "/data/tasks.sqlite")
    let parsed = UserConfiguration.parse(
      "database = \"../x.sqlite\"", file: "c", folder: "/etc/", keymaps: [])
    #expect(parsed.0.databasePath == "/etc/../x.sqlite")
    let home = UserConfiguration.parse("database = \"~/x.sqlite\"", file: "c", folder: "/etc", keymaps: [])
    #expect(
      home.0.databasePath?.hasSuffix("/x.sqlite") == true && home.0.databasePath?.hasPrefix("/") == true)
  }

  @Test("a database path that is a directory, a device, a FIFO or a kernel file is refused, saying which")
  func unfitDatabase() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("db-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(mkfifo(folder.appendingPathComponent("fifo").path, 0o600) == 0)
    #expect(
      problems("database = \"fifo\"\n", folder: folder.path)
        .first?.hasSuffix("/fifo\" is a FIFO (named pipe), not a database file") == true)
    #expect(
      problems("database = \"/dev/null\"\n") == [
        "c.toml:1: database: \"/dev/null\" is a character device, not a database file"
      ])
    #expect(
      problems("database = \".\"\n", folder: "/") == [
        "c.toml:1: database: \"/.\" is a directory, not a database file"
      ])
    #if os(Linux)
      #expect(
        problems("database = \"/proc/self/mem\"\n")
          == [
            "c.toml:1: database: \"/proc/self/mem\" is a file of the kernel's proc file system, not a database file"
          ])
    #endif
    #expect(
      FileManager.default.createFile(
        atPath: folder.appendingPathComponent("tasks.sqlite").path, contents: nil))
    #expect(problems("database = \"tasks.sqlite\"\n", folder: folder.path).isEmpty, "a regular file, empty")
    #expect(problems("database = \"new.sqlite\"\n", folder: folder.path).isEmpty, "nothing there yet")
  }
}

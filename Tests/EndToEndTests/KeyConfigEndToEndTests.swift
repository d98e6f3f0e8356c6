import Foundation
import SwitchyardTesting
import Testing

/// The configuration file's commands in the real binary: `config --check` and
/// `--print-defaults`, `help keys`. (The keys and theme a file sets, and a broken file's
/// notice, are tested with the app in process: FeaturesTests' KeyConfigTests.)
@Suite("switchyard: the configuration file's commands", .serialized)
struct KeyConfigEndToEndTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "switchyard-keys-\(UUID().uuidString)")

  @Test("config --check: exit 1 with one line per problem; --print-defaults checks clean")
  func checkCommand() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let defaults = try await Switchyard.runSeparately(["config", "--print-defaults"])
    #expect(defaults.status == 0 && defaults.output.contains("[keys.\"task list\"]"))
    let file = folder.appendingPathComponent("config.toml")
    try Data(defaults.output.utf8).write(to: file)
    #expect(try await Switchyard.run(["config", "--check", file.path]).status == 0)
    try Data("[keys.list]\nsideways = \"x\"\n".utf8).write(to: file)
    let bad = try await Switchyard.runSeparately(["config", "--check", file.path])
    #expect(bad.status == 1)
    #expect(
      bad.errors == "switchyard: config.toml:2: keys.list.sideways: there is no such command here "
        + "(there are: \"up\", \"down\", \"page up\", \"page down\", \"first\", \"last\", \"filter\")\n")
    let keys = try await Switchyard.run(["help", "keys"])
    #expect(keys.status == 0 && keys.output.contains("task list:") && keys.output.contains("new task"))
  }

  @Test("a broken file: one line on standard error naming line and key, and the app runs on its defaults")
  func brokenFile() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try await Switchyard.demoDatabase(in: folder)
    let configFolder = folder.appendingPathComponent("config/switchyard")
    try FileManager.default.createDirectory(at: configFolder, withIntermediateDirectories: true)
    try Data("date-format = \"yyyy\"\ntheme = \"neon\"\n".utf8).write(
      to: configFolder.appendingPathComponent("config.toml"))
    let session = try await Switchyard.runSeparately(
      ["--db", path], input: "quit\n",
      environment: ["HOME": folder.path, "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path])
    #expect(session.status == 0)
    let lines = session.errors.split(separator: "\n")
    #expect(lines.count == 1 && lines.first?.hasPrefix("switchyard: config.toml:2: theme: no theme") == true)
    #expect(session.errors.hasSuffix(" — using the default settings\n"), "\(session.errors)")
    #expect(session.output.contains("Sign in to see your tasks"))
  }
}

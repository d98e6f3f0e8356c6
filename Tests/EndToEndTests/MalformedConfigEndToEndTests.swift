import Foundation
import SwitchyardTesting
import Testing

/// The real binary on configuration files that aborted it before (an assertion in the TOML
/// library it used): `config --check` says what is wrong in one line and exits 1 — a signal
/// would show as status 6 (SIGABRT) — and other commands run on the defaults.
@Suite("switchyard: a malformed configuration file is one line of error, never a crash", .serialized)
struct MalformedConfigEndToEndTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "switchyard-badconfig-\(UUID().uuidString)")

  @Test("config --check on [[[x]]] and a={b=[1,}: exit 1, one line naming line and column")
  func check() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("config.toml")
    for (text, expected) in [
      (
        "[[[x]]]\n",
        "switchyard: config.toml:1: column 1: arrays of tables ([[name]]) are not used in this file: write [name]\n"
      ),
      (
        "a={b=[1,}\n",
        "switchyard: config.toml:1: column 9: \"}\" where a value goes (a string in quotes, a number, true, false, [list] or {table})\n"
      ),
    ] {
      try Data(text.utf8).write(to: file)
      let result = try await Switchyard.runSeparately(["config", "--check", file.path])
      #expect(result.status == 1, "\(text): \(result)")
      #expect(result.errors == expected)
      #expect(result.output.isEmpty)
    }
  }

  @Test("other commands and the app with a malformed file: the error on standard error, then the defaults")
  func otherCommands() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let configFolder = folder.appendingPathComponent("config/switchyard")
    try FileManager.default.createDirectory(at: configFolder, withIntermediateDirectories: true)
    try Data("database = \"/tmp/not-this.sqlite\"\n[[[x]]]\n".utf8).write(
      to: configFolder.appendingPathComponent("config.toml"))
    let environment = [
      "HOME": folder.path, "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
      "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
    ]
    let path = try await Switchyard.runSeparately(["db", "path"], environment: environment)
    #expect(path.status == 0)
    #expect(
      path.output == folder.path + "/data/switchyard/switchyard.sqlite\n", "the default, not the file's")
    let notice =
      "switchyard: config.toml:2: column 1: arrays of tables ([[name]]) are not used in this file: write [name]"
      + " — using the default settings\n"
    #expect(path.errors == notice)
    let database = try await Switchyard.demoDatabase(in: folder)
    let app = try await Switchyard.runSeparately(
      ["--db", database], input: "quit\n", environment: environment)
    #expect(app.status == 0 && app.errors == notice)
    #expect(app.output.contains("Sign in to see your tasks"))
  }
}

import Foundation
import SwitchyardTesting
import Testing

/// Plain line mode takes every key the footer shows as a command, by its name or its key;
/// `help` lists what can be typed; the chosen filter is named; nothing is cut.
@Suite("switchyard in plain line mode: the footer's keys as commands")
struct PlainParityEndToEndTests {
  @Test("u undoes as the notice says; s sorts; next filter names the filter; help lists commands")
  func footerKeysAsCommands() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "switchyard-plain-parity-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let database = folder.appendingPathComponent("app.sqlite").path
    #expect(try await Switchyard.run(["demo", "--db", database]).status == 0)
    let script = [
      "1", "demo@switchyard.local", "2", "switchyard-demo", "3", "help", "key space", "u", "s", "next filter",
      "previous filter", "1", "quit", "",
    ]
    let session = try await Switchyard.run(
      ["--db", database], input: script.joined(separator: "\n"),
      environment: ["COLUMNS": "60", "LINES": "16"])
    let output = session.output
    #expect(session.status == 0)
    #expect(!output.contains("Unknown command"), "\(output)")
    #expect(output.contains("notice: Undone: Marked “"), "u undoes, as `(u to undo)` says")
    #expect(output.contains("Title ▲"), "s sorts")
    #expect(output.contains(" All (selected)  25"), "the chosen filter is named: \(output)")
    #expect(output.contains(" Today (selected)  5"), "\(output)")
    #expect(output.range(of: #"undo +\(or u\)"#, options: .regularExpression) != nil, "help: \(output)")
    #expect(output.contains("a number       pick a numbered action"))
    #expect(!output.contains("1: inbox"), "help does not offer `1` for a tab: a number picks")
    // The detail's action is its first line, whole.
    #expect(
      !output.split(separator: "\n").contains { $0.hasPrefix("  1. ") && $0.hasSuffix("…") }, "\(output)")
  }

  @Test("a subcommand typed wrong gets a suggestion: switchyard expor → did you mean export")
  func didYouMean() async throws {
    let typo = try await Switchyard.runSeparately(["expor"])
    #expect(typo.status != 0)
    #expect(typo.errors.contains("Did you mean `switchyard export`?"), "\(typo.errors)")
    let far = try await Switchyard.runSeparately(["zzzzzz"])
    #expect(!far.errors.contains("Did you mean"), "\(far.errors)")
  }
}

/// `switchyard config --check` when there is no file to check.
@Suite("switchyard config --check without a file")
struct ConfigCheckWithoutFileTests {
  @Test("with no configuration file, --check says there is none (not `ok`), status 0")
  func noFile() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-config-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try await Switchyard.runSeparately(
      ["config", "--check"], environment: ["XDG_CONFIG_HOME": folder.path])
    #expect(result.status == 0)
    #expect(result.output.contains("no file there; every setting is at its default"), "\(result.output)")
    #expect(!result.output.contains(": ok"))
  }
}

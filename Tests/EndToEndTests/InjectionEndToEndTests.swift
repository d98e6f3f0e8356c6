import Foundation
import GRDB
import SwitchyardTesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A task stored with every trick in its title and notes — a title change (OSC 0), a
/// clipboard write (OSC 52), a screen clear (CSI 2 J), the same as C1 controls — shown by the
/// real binary in plain mode and in its commands' output: nothing but its own CSI sequences
/// reaches the terminal. (Full screen: FeaturesTests' AppInjectionTests, the app in process.)
@Suite("switchyard never passes control sequences from data to the terminal", .serialized)
struct InjectionEndToEndTests {
  static let hostileTitle = "Hostile \u{1B}]0;pwned\u{07} title"
  static let hostileNotes = "notes \u{1B}]52;c;aGk=\u{07} and \u{1B}[2J and \u{9B}31m \u{9D}0;x\u{9C} end"

  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "switchyard-inject-\(UUID().uuidString)")

  /// A demo database with the hostile task added, written behind switchyard's back.
  func hostileDatabase() async throws -> String {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("app.sqlite").path
    #expect(try await Switchyard.run(["demo", "--db", path]).status == 0)
    let queue = try DatabaseQueue(path: path)
    try await queue.write { db in
      try db.execute(
        sql: """
          INSERT INTO tasks (user_id, title, notes, created_at, updated_at)
          VALUES (1, ?, ?, '2026-01-01', '2026-01-01')
          """, arguments: [Self.hostileTitle, Self.hostileNotes])
    }
    try queue.close()
    return path
  }

  @Test("plain mode: the task found, opened and edited prints as text with � for each control")
  func plainMode() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try await hostileDatabase()
    let script = [
      "1", "demo@switchyard.local", "2", "switchyard-demo", "3", "tab search", "Hostile", "2", "key e",
    ]
    let session = try await Switchyard.run(
      ["--db", path], input: (script + ["quit", ""]).joined(separator: "\n"))
    #expect(session.status == 0)
    #expect(session.output.contains("text editor Notes: notes �]52;c;aGk=� and �[2J and �31m"))
    #expect(PseudoTerminal.injectedControls(in: Array(session.output.utf8)) == [])
  }

  @Test("db check and error messages print names from a file and paths without their controls")
  func commandOutput() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try await hostileDatabase()
    var configuration = Configuration()
    configuration.foreignKeysEnabled = false
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    try await queue.write { db in
      try db.execute(
        sql: "UPDATE tasks SET created_at = 'x', user_id = ? WHERE id = 1",
        arguments: ["\u{1B}]0;owned\u{07}"])
    }
    try queue.close()
    let check = try await Switchyard.run(["db", "check", "--db", path])
    #expect(check.status == 1)
    #expect(check.output.contains("task 1 of user"))
    #expect(PseudoTerminal.injectedControls(in: Array(check.output.utf8)) == [])

    let hostilePath = folder.appendingPathComponent("\u{1B}]0;title\u{07}\u{9B}2J").path
    try FileManager.default.createDirectory(atPath: hostilePath, withIntermediateDirectories: true)
    for arguments in [["--db", hostilePath], ["db", "check", "--db", hostilePath], ["--bogus\u{1B}[2J"]] {
      let result = try await Switchyard.run(arguments)
      #expect(result.status != 0)
      #expect(PseudoTerminal.injectedControls(in: Array(result.output.utf8)) == [], "\(arguments)")
    }
  }
}

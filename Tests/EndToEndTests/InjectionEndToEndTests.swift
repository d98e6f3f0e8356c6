import Foundation
import GRDB
import SwitchyardTesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A task stored with every trick in its title and notes — a title change (OSC 0), a
/// clipboard write (OSC 52), a screen clear (CSI 2 J), the same as C1 controls — shown by the
/// real binary in every mode: nothing but its own CSI sequences reaches the terminal.
@Suite("switchyard never passes control sequences from data to the terminal", .serialized)
struct InjectionEndToEndTests {
  static let hostileTitle = "Hostile \u{1B}]0;pwned\u{07} title"
  static let hostileNotes = "notes \u{1B}]52;c;aGk=\u{07} and \u{1B}[2J and \u{9B}31m \u{9D}0;x\u{9C} end"

  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "switchyard-inject-\(UUID().uuidString)")

  /// A demo database with the hostile task added, written behind switchyard's back.
  func hostileDatabase() throws -> String {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("app.sqlite").path
    #expect(try Switchyard.run(["demo", "--db", path]).status == 0)
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in
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
  func plainMode() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try hostileDatabase()
    let script = [
      "1", "demo@switchyard.local", "2", "switchyard-demo", "3", "tab search", "Hostile", "2", "key e",
    ]
    let session = try Switchyard.run(["--db", path], input: (script + ["quit", ""]).joined(separator: "\n"))
    #expect(session.status == 0)
    #expect(session.output.contains("text editor Notes: notes �]52;c;aGk=� and �[2J and �31m"))
    #expect(PseudoTerminal.injectedControls(in: Array(session.output.utf8)) == [])
  }

  @Test("full screen: the same task in the list, the detail and the edit sheet")
  func fullScreen() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try hostileDatabase()
    let terminal = try Switchyard.demoSession(
      path, folder: folder, columns: 120, rows: 40, showing: "Hostile �]0;pwned� title")
    terminal.send("3")
    try terminal.waitFor("Search titles and notes")
    terminal.send("Hostile")
    try terminal.waitFor("�]0;pwned� title")
    terminal.send("\u{1B}[B")
    try terminal.waitFor("▸ [ ]     Hostile")
    terminal.send("\r")
    try terminal.waitFor("Open")
    terminal.send("e")
    try terminal.waitFor("Edit task")
    terminal.send("\t")
    try terminal.waitFor("�31m")
    terminal.send("\u{1B}")
    try terminal.waitForAbsence(of: "Edit task")
    terminal.send("q")
    #expect(try terminal.waitForExit() == 0)
    #expect(PseudoTerminal.injectedControls(in: terminal.output) == [])
  }

  @Test("db check and error messages print names from a file and paths without their controls")
  func commandOutput() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try hostileDatabase()
    var configuration = Configuration()
    configuration.foreignKeysEnabled = false
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    try queue.write { db in
      try db.execute(
        sql: "UPDATE tasks SET created_at = 'x', user_id = ? WHERE id = 1",
        arguments: ["\u{1B}]0;owned\u{07}"])
    }
    try queue.close()
    let check = try Switchyard.run(["db", "check", "--db", path])
    #expect(check.status == 1)
    #expect(check.output.contains("task 1 of user"))
    #expect(PseudoTerminal.injectedControls(in: Array(check.output.utf8)) == [])

    let hostilePath = folder.appendingPathComponent("\u{1B}]0;title\u{07}\u{9B}2J").path
    try FileManager.default.createDirectory(atPath: hostilePath, withIntermediateDirectories: true)
    for arguments in [["--db", hostilePath], ["db", "check", "--db", hostilePath], ["--bogus\u{1B}[2J"]] {
      let result = try Switchyard.run(arguments)
      #expect(result.status != 0)
      #expect(PseudoTerminal.injectedControls(in: Array(result.output.utf8)) == [], "\(arguments)")
    }
  }
}

import Foundation
import SwitchyardTesting
import Testing

/// Plain line mode in a terminal (a pseudo-terminal: echo is a terminal setting, termios):
/// what is typed into a secure field is not echoed, and echo comes back after it.
@Suite("switchyard in plain line mode: no echo of secrets", .serialized)
struct PlainModeNoEchoTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "switchyard-plain-echo-\(UUID().uuidString)")

  @Test("--plain in a terminal: a password typed into a secure field is not echoed")
  func noEchoOfSecrets() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try await Switchyard.demoDatabase(in: folder)
    let terminal = try PseudoTerminal(
      executable: Switchyard.binary, arguments: ["--plain", "--db", path],
      environment: ["HOME": folder.path, "XDG_DATA_HOME": folder.path], columns: 100, rows: 40)
    try await terminal.waitFor("4. button Create an account")
    terminal.send("demo@switchyard.local\n")
    try await terminal.waitFor("text field Email: demo@switchyard.local")
    terminal.send("2\n")
    try await terminal.waitUntil(waitingFor: "echo off") { !$0.isSane }
    terminal.send("switchyard-demo\n")
    // Eight bullets whatever its length: what is read aloud or logged never says how long it is.
    try await terminal.waitFor("text field Password: ••••••••")
    #expect(!terminal.screen.text.contains("switchyard-demo") && !terminal.screen.text.contains("•••••••••"))
    terminal.send("1\n")
    try await terminal.waitUntil(waitingFor: "echo on again") { $0.isSane }
    terminal.send("quit\n")
    #expect(try await terminal.waitForExit() == 0)
    #expect(terminal.isSane)
  }
}

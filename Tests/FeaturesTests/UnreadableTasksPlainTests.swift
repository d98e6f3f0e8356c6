import Container
import Features
import Foundation
import GRDB
import Services
import TerminalUI
import Testing

/// Plain mode on a file whose tasks table cannot be read (dropped by another program, a
/// damaged page): the lists fail to load, and the app still ends on `quit` and at the end of
/// its input, rather than asking for the failed page again and again.
@MainActor
// The limit catches a hang (the failure this suite is about), it does not time the tests.
@Suite("Plain mode with the tasks table unreadable", .timeLimit(.minutes(2)))
struct UnreadableTasksPlainTests {
  /// A signed-in session over a file whose tasks table is gone, in plain mode on `terminal`.
  static func running(on terminal: InMemoryTerminal) async throws -> (PlainLineApp, AppRun, () -> Void) {
    let (container, cleanup) = try makeContainer()
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    _ = try await container.tasks.create(TaskDraft(title: "Pay rent"))
    try await container.database.writer.write { db in try db.execute(sql: "DROP TABLE tasks") }
    let session = AppRun(container: container)
    session.start()
    let app = AppLaunch.plain(session, size: Size(width: 80, height: 24), io: terminal)
    app.start()
    return (app, session, cleanup)
  }

  @Test("quit ends it, with the error on screen")
  func quit() async throws {
    let terminal = InMemoryTerminal()
    let (app, session, cleanup) = try await Self.running(on: terminal)
    defer { cleanup() }
    terminal.send("quit\n")
    await app.idle()
    #expect(terminal.exitStatus == 0)
    #expect(String(decoding: terminal.output, as: UTF8.self).contains("no such table: tasks"))
    session.container.stop()
  }

  @Test("the end of the input ends it")
  func endOfInput() async throws {
    let terminal = InMemoryTerminal()
    let (app, session, cleanup) = try await Self.running(on: terminal)
    defer { cleanup() }
    terminal.endInput()
    await app.idle()
    #expect(terminal.exitStatus == 0)
    session.container.stop()
  }
}

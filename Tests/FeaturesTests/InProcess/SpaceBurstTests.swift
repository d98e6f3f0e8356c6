import Foundation
import GRDB
import Services
import Testing

/// Spaces that reach the app many to a read (a held key, a slow link) do what the same Spaces
/// typed one by one do, every write reaches the database, and the Inbox shows what the
/// database holds once they have landed — never a done task left in a list of open ones.
@MainActor
@Suite("The app: bursts of Spaces")
struct SpaceBurstTests {
  /// The titles of the tasks marked done, as the database has them.
  func doneTitles(_ app: InProcessApp) async throws -> Set<String> {
    Set(
      try await app.container.database.writer.read { db in
        try String.fetchAll(db, sql: "SELECT title FROM tasks WHERE done = 1")
      })
  }

  /// How many tasks are open, as the database has it.
  func openCount(_ app: InProcessApp) async throws -> Int {
    try await app.container.database.writer.read { db in
      try Int.fetchOne(db, sql: "SELECT count(*) FROM tasks WHERE done = 0") ?? -1
    }
  }

  /// Whether the screen shows a done task (`[x]`) or a count other than the database's.
  func expectInboxAgrees(_ app: InProcessApp, _ round: Int) async throws {
    let open = try await openCount(app)
    let screen = app.text
    #expect(!screen.contains("[x]"), "round \(round): a done task shows in All\n\(screen)")
    #expect(
      screen.contains("All  \(open)"), "round \(round): the count is not the database's \(open)\n\(screen)")
  }

  @Test("Spaces in one read mark the rows that the same Spaces typed one by one mark")
  func burstMarksAsTypedSlowly() async throws {
    let burst = try await InProcessApp.demo(rows: 40)
    defer { burst.removeFolder() }
    let slow = try await InProcessApp.demo(rows: 40)
    defer { slow.removeFolder() }
    let before = try await doneTitles(burst)
    await burst.send("    ")
    for _ in 1...4 { await slow.send(" ") }
    let markedInBurst = try await doneTitles(burst).subtracting(before)
    let markedSlowly = try await doneTitles(slow).subtracting(before)
    #expect(markedSlowly.count == 4)
    #expect(markedInBurst == markedSlowly)
    try await expectInboxAgrees(burst, 0)
    #expect(burst.lines(containing: "▸") == slow.lines(containing: "▸"), "the same row selected after")
    #expect(await burst.quit() == 0)
    #expect(await slow.quit() == 0)
  }

  /// Space then `u`: the task is written twice, done then open again, in one read — the two
  /// results race each other to the cache unless they are applied in commit order.
  @Test("40 reads of 1 to 4 Space-and-undo pairs: nothing shows done, the count is the database's")
  func spaceAndUndoInBursts() async throws {
    let app = try await InProcessApp.demo(rows: 40)
    defer { app.removeFolder() }
    let before = try await doneTitles(app)
    for round in 0..<40 {
      await app.send(String(repeating: " u", count: 1 + round % 4))
      try await expectInboxAgrees(app, round)
    }
    #expect(try await doneTitles(app) == before, "every Space was undone\n\(app.text)")
    #expect(await app.quit() == 0)
  }
}

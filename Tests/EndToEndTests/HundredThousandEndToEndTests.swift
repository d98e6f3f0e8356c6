import Foundation
import GRDB
import SwitchyardTesting
import Testing

/// The real binary in a pseudo-terminal on a database of 100,000 tasks (issue 23): signing in,
/// marking one done and undoing it, with the Inbox's counts right at each step.
@Suite("switchyard: 100,000 tasks", .serialized)
struct HundredThousandEndToEndTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "switchyard-100k-\(UUID().uuidString)")

  @Test(
    "Space marks the first task done: All −1, Overdue −1 (it is overdue), Today as it was, Done +1; u brings them back"
  )
  func markDoneAndUndo() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try await Switchyard.demoDatabase(in: folder)
    let today = Self.dayText(Date())
    try Self.addTasks(to: path, count: 100_000, today: today)
    let expected = try Self.counts(in: path, today: today)
    #expect(expected["All"]! > 60_000 && expected["Today"]! > 1_000 && expected["Overdue"]! > 10_000)

    let terminal = try await Switchyard.demoSession(
      path, folder: folder, columns: 120, rows: 30, showing: "Oldest overdue")
    try await terminal.waitFor("Done  \(expected["Done"]!)")
    #expect(Self.counts(on: terminal.screen.text) == expected)
    // Space marks the selected row: wait until the table has selected the first one.
    try await terminal.waitUntil(waitingFor: "the first task selected") { terminal in
      terminal.screen.lines.contains { $0.contains("▸") && $0.contains("Oldest overdue task") }
    }

    terminal.send(" ")
    try await terminal.waitFor("Done  \(expected["Done"]! + 1)")
    var done = expected
    done["All"]! -= 1
    done["Overdue"]! -= 1
    done["Done"]! += 1
    #expect(Self.counts(on: terminal.screen.text) == done)

    terminal.send("u")
    try await terminal.waitFor("Done  \(expected["Done"]!)")
    #expect(Self.counts(on: terminal.screen.text) == expected)
    terminal.send("q")
    #expect(try await terminal.waitForExit() == 0)
  }

  /// Adds `count` tasks to the demo account in one statement (the rows made by SQLite, so
  /// 100,000 take a second or two): a third due today, a third overdue (1 to 9 days), a third
  /// with no day, one in ten done; and one open task due long ago, so it is first in the Inbox.
  static func addTasks(to path: String, count: Int, today: String) throws {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    try queue.write { db in
      try db.execute(
        sql: """
          WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?1 - 1)
          INSERT INTO tasks (user_id, title, notes, due, priority, done, created_at, updated_at)
          SELECT 1, 'Bench task ' || i, '',
            CASE i % 3 WHEN 0 THEN ?2 WHEN 1 THEN date(?2, '-' || (i % 9 + 1) || ' days') END,
            i % 4, i % 10 = 0, '2026-01-01', '2026-01-01'
          FROM n
          """, arguments: [count, today])
      try db.execute(
        sql: """
          INSERT INTO tasks (user_id, title, notes, due, priority, done, created_at, updated_at)
          VALUES (1, 'Oldest overdue task', '', '2000-01-01', 0, 0, '2026-01-01', '2026-01-01')
          """)
    }
  }

  /// The Inbox's counts, as SQL counts them.
  static func counts(in path: String, today: String) throws -> [String: Int] {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    return try queue.read { db in
      func count(_ condition: String) throws -> Int {
        try Int.fetchOne(
          db, sql: "SELECT count(*) FROM tasks WHERE user_id = 1 AND \(condition)", arguments: [today]) ?? -1
      }
      return [
        "All": try count("done = 0 AND ? IS NOT NULL"),
        "Today": try count("done = 0 AND due = ?"),
        "Overdue": try count("done = 0 AND due < ?"),
        "Done": try count("done = 1 AND ? IS NOT NULL"),
      ]
    }
  }

  /// The counts the Inbox's filter bar shows (` All  25   Today  3 …`).
  static func counts(on screen: String) -> [String: Int] {
    var counts: [String: Int] = [:]
    for name in ["All", "Today", "Overdue", "Done"] {
      guard let range = screen.range(of: " \(name)  ") else { continue }
      counts[name] = Int(screen[range.upperBound...].prefix { $0.isNumber })
    }
    return counts
  }

  /// A day as the app stores it, in the local calendar.
  static func dayText(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter.string(from: date)
  }
}

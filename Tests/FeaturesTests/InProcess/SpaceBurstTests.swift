import Foundation
import GRDB
import Services
import Testing

/// Spaces that reach the app many to a read (a held key, a slow link): each toggles the task
/// selected when its turn comes, every write reaches the database, and the Inbox shows what the
/// database holds once they have landed — never a done task left in a list of open ones.
@MainActor
@Suite("The app: bursts of Spaces")
struct SpaceBurstTests {
  /// The open tasks' titles, as the database has them, and how many there are.
  func openTitles(_ app: InProcessApp) async throws -> (titles: Set<String>, count: Int) {
    let titles = try await app.container.database.writer.read { db in
      try String.fetchAll(db, sql: "SELECT title FROM tasks WHERE done = 0")
    }
    return (Set(titles), titles.count)
  }

  /// Bursts of 2 to 12 Spaces toggle the selected task back and forth (its writes race each
  /// other to the cache); every eighth burst is one Space longer, so a task is marked done.
  @Test("80 bursts of 2 to 13 Spaces: the list shows open tasks only, its count the database's")
  func burstsOfSpaces() async throws {
    let app = try await InProcessApp.demo(rows: 40)
    defer { app.removeFolder() }
    for round in 0..<80 {
      await app.send(String(repeating: " ", count: 2 + 2 * (round % 6) + (round % 8 == 7 ? 1 : 0)))
      let open = try await openTitles(app)
      let screen = app.text
      #expect(!screen.contains("[x]"), "round \(round): a done task shows in All\n\(screen)")
      #expect(screen.contains("All  \(open.count)"), "round \(round): the count\n\(screen)")
      let shown = screen.split(separator: "\n").compactMap { line -> String? in
        guard let box = line.range(of: "[ ] ") else { return nil }
        return String(line[box.upperBound...]).trimmingCharacters(in: .whitespaces)
      }
      for title in shown {
        #expect(
          open.titles.contains { title.hasPrefix($0) || $0.hasPrefix(title) }, "round \(round): \(title)")
      }
    }
    #expect(await app.quit() == 0)
  }
}

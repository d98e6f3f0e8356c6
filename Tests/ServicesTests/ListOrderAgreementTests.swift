import Foundation
import GRDB
import Testing

@testable import Services

/// Swift and SQLite must order every list the same way, or a row changed in Swift lands
/// somewhere other than where the next page read from SQL puts it.
@Suite("List orders: Swift and SQL agree")
struct ListOrderAgreementTests {
  static let titles = [
    "apple", "Apple", "APPLE", "banana", "Banana split", "été", "Été", "ÉTÉ", "etc", "Zebra", "zebra",
    "🍎 fruit", "🍌", "ß", "SS", "ss", "a", "A", "", "Ápple", "aPPle pie", "_under", "[bracket]", "123",
    "Apple",
  ]
  static let projectNames = ["work", "Work", "Home", "éclair", "Zoo"]

  /// A few hundred random tasks (equal keys on purpose) for Ada in a real database file.
  static func seededDatabase(
    _ folder: TemporaryFolder, seed: UInt64, count: Int = 300
  ) throws -> (AppDatabase, projects: [Project.ID: String]) {
    let database = try AppDatabase(path: folder.path("orders.sqlite"))
    try database.addAdaAndEve()
    var random = SeededGenerator(seed: seed)
    var names: [Project.ID: String] = [:]
    try database.writer.write { db in
      for name in projectNames {
        try db.execute(
          sql: "INSERT INTO projects (user_id, name, created_at) VALUES (1, ?, '2026-01-01')",
          arguments: [name])
        names[db.lastInsertedRowID] = name
      }
      let projectIDs = Array(names.keys)
      for _ in 0..<count {
        let due: String? =
          Bool.random(using: &random)
          ? nil : Day(year: 2026, month: 5, day: Int.random(in: 1...6, using: &random)).description
        try db.execute(
          sql: """
            INSERT INTO tasks (user_id, project_id, title, due, priority, done, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, '2026-01-01', '2026-01-01')
            """,
          arguments: [
            Int.random(in: 0..<10, using: &random) == 0 ? 2 : 1,
            Bool.random(using: &random) ? nil : projectIDs.randomElement(using: &random),
            titles.randomElement(using: &random)!, due, Int.random(in: 0...3, using: &random),
            Int.random(in: 0..<3, using: &random) == 0,
          ])
      }
    }
    return (database, names)
  }

  static let today = Day(year: 2026, month: 5, day: 3)

  static func keys(projects: [Project.ID]) -> [TaskListKey] {
    (InboxFilter.allCases.map { TaskListScope.inbox($0) } + projects.map { .project($0) })
      .flatMap { TaskListKey.all(in: $0) }
  }

  @Test(
    "every list key, both ways: SQL's order equals Swift's, whole and page by page", arguments: [1, 2, 3])
  func ordersAgree(seed: UInt64) throws {
    let folder = TemporaryFolder()
    let (database, names) = try Self.seededDatabase(folder, seed: seed)
    let today = Self.today
    try database.writer.read { db in
      let all = try TaskItem.fetchAll(db, sql: "WHERE user_id = 1", arguments: [])
      for key in Self.keys(projects: Array(names.keys)) {
        let swift = all.filter { key.includes($0, today: today) }
          .sorted { key.precedes($0, $1, projectNames: names) }.map(\.id)
        let sql = try key.fetchPage(db, userID: 1, today: today, projectNames: names, limit: 10_000).map(\.id)
        #expect(sql == swift, "\(key)")
        #expect(try key.fetchCount(db, userID: 1, today: today) == swift.count)
        // Forward by keyset, 17 at a time.
        var paged: [TaskItem] = []
        repeat {
          let page = try key.fetchPage(
            db, userID: 1, today: today, projectNames: names, after: paged.last, limit: 17)
          if page.isEmpty { break }
          paged += page
        } while true
        #expect(paged.map(\.id) == swift, "keyset forward, \(key)")
        // Backwards by keyset from the last row.
        guard let last = paged.last else { continue }
        var backwards = [last]
        repeat {
          let page = try key.fetchPage(
            db, userID: 1, today: today, projectNames: names, after: backwards.first, backwards: true,
            limit: 13)
          if page.isEmpty { break }
          backwards = page + backwards
        } while true
        #expect(backwards.map(\.id) == swift, "keyset backwards, \(key)")
      }
    }
  }

  @Test("NOCASE in Swift is SQLite's NOCASE, on every pair of the sample titles")
  func collationAgrees() throws {
    let queue = try DatabaseQueue()
    try queue.read { db in
      for left in Self.titles {
        for right in Self.titles {
          let sqlite = try Int.fetchOne(
            db,
            sql: "SELECT CASE WHEN ? < ? COLLATE NOCASE THEN -1 WHEN ? = ? COLLATE NOCASE THEN 0 ELSE 1 END",
            arguments: [left, right, left, right])
          let swift = NoCaseCollation.compare(left, right)
          let expected: ComparisonResult =
            sqlite == -1 ? .orderedAscending : sqlite == 0 ? .orderedSame : .orderedDescending
          #expect(swift == expected, "\(left) vs \(right)")
        }
      }
    }
  }
}

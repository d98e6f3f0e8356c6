import Foundation
import Testing

@testable import Services

@MainActor
@Suite("Full-text search")
struct SearchTests {
  @Test("results read through the cache follow changes to the tasks; a blank query finds nothing")
  func resultsThroughCache() async throws {
    let folder = TemporaryFolder()
    let session = try await Session.signedIn(folder)
    let milk = try await session.tasks.create(TaskDraft(title: "Buy milk"))
    _ = try await session.tasks.create(TaskDraft(title: "Walk the dog"))
    let found = try await session.tasks.search("mil")
    #expect(found.map(\.id) == [milk.id])
    let ids = found.map(\.id)
    try await session.tasks.toggleDone(milk.id)
    #expect(session.cache.value.tasks(withIDs: ids).map(\.isDone) == [true])
    try await session.tasks.delete(milk.id)
    #expect(session.cache.value.tasks(withIDs: ids).isEmpty)
    #expect(try await session.tasks.search("  ").isEmpty)
  }

  @Test(
    "every result of a search stays loaded (more than the recent tasks kept on their own), until the next")
  func allResultsLoaded() async throws {
    let folder = TemporaryFolder()
    let session = try await Session.signedIn(folder)
    let userID = try #require(session.cache.value.session?.id)
    try await session.context.database.writer.write { db in
      for number in 0..<(AppState.recentTaskLimit + 100) {
        try db.execute(
          sql: """
            INSERT INTO tasks (user_id, title, created_at, updated_at)
            VALUES (?, ?, '2026-01-01', '2026-01-01')
            """, arguments: [userID, "plan \(number)"])
      }
    }
    let found = try await session.tasks.search("plan", limit: 200).map(\.id)
    #expect(found.count == AppState.recentTaskLimit + 100)
    #expect(session.cache.value.tasks(withIDs: found).map(\.id) == found)
    let milk = try await session.tasks.create(TaskDraft(title: "Buy milk"))
    #expect(try await session.tasks.search("milk").map(\.id) == [milk.id])
    #expect(session.cache.value.searchResultIDs == [milk.id])
    #expect(session.cache.value.tasks.count < found.count)
  }

  @Test("ranking: more matching words and title matches come first")
  func ranking() async throws {
    let folder = TemporaryFolder()
    let session = try await Session.signedIn(folder)
    let notesOnly = try await session.tasks.create(TaskDraft(title: "Errands", notes: "garden hose"))
    let oneWord = try await session.tasks.create(TaskDraft(title: "Garden chairs"))
    let both = try await session.tasks.create(TaskDraft(title: "Garden hose repair"))
    #expect(try await session.tasks.search("garden hose").map(\.id) == [both.id, notesOnly.id])
    #expect(try await session.tasks.search("gard").map(\.id).last == notesOnly.id)
    #expect(Set(try await session.tasks.search("gard").map(\.id)) == [notesOnly.id, oneWord.id, both.id])
  }

  @Test("a broad query ranks only the newest matches in the ranking window")
  func rankingWindow() async throws {
    let folder = TemporaryFolder()
    let session = try await Session.signedIn(folder)
    let narrow = SQLiteTaskService(context: session.context, rankingWindow: 3)
    let best = try await session.tasks.create(TaskDraft(title: "plan plan plan"))
    var others: [TaskItem.ID] = []
    for number in 1...4 {
      others.append(try await session.tasks.create(TaskDraft(title: "plan \(number)")).id)
    }
    let ranked = try await narrow.search("plan", limit: 10).map(\.id)
    #expect(ranked.count == 3 && !ranked.contains(best.id))
    #expect(Set(ranked) == Set(others.suffix(3)))
    let full = try await session.tasks.search("plan", limit: 10).map(\.id)
    #expect(full.first == best.id && full.count == 5)
  }

  @Test("searching and paging use indexes, never a full sort of the user's tasks")
  func queryPlans() async throws {
    let folder = TemporaryFolder()
    let database = try AppDatabase(path: folder.path("a.sqlite"))
    let plan = try await database.read { db in
      try String.fetchAll(
        db,
        sql:
          "EXPLAIN QUERY PLAN SELECT \(TaskItem.columns) FROM tasks WHERE user_id = ? ORDER BY id DESC LIMIT 50 OFFSET 100",
        arguments: [1])
    }
    #expect(!plan.joined().contains("TEMP B-TREE"), "\(plan)")
  }

  @Test("diacritics and case are ignored; the limit is honoured")
  func foldingAndLimit() async throws {
    let folder = TemporaryFolder()
    let session = try await Session.signedIn(folder)
    let cafe = try await session.tasks.create(TaskDraft(title: "Café with Zoë"))
    #expect(try await session.tasks.search("CAFE zoe").map(\.id) == [cafe.id])
    for number in 1...5 { try await session.tasks.create(TaskDraft(title: "Report \(number)")) }
    #expect(try await session.tasks.search("report", limit: 3).count == 3)
  }

  @Test(
    "FTS syntax in the query becomes plain words",
    arguments: [
      ("\"AND\" bug", #""AND"* "bug"*"#), ("NEAR(a b)", #""NEAR"* "a"* "b"*"#),
      ("title:x*", #""title"* "x"*"#),
      ("-- ' ; DROP", #""DROP"*"#),
    ])
  func queryTranslation(input: String, expected: String) {
    #expect(SearchQuery.fts(input) == expected)
  }

  @Test("punctuation alone searches for nothing")
  func nothingToSearch() {
    #expect(SearchQuery.fts("\"*()") == nil)
    #expect(SearchQuery.fts("") == nil)
  }
}

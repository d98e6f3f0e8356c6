import Foundation
import GRDB

extension SQLiteTaskService {
  /// Full-text search over the user's titles and notes: each word of `query` matches as a
  /// prefix, results are ranked by bm25 with titles weighing ten times notes. The results
  /// are recorded in the cache's ``AppState/searchResults`` (with their query).
  public func search(_ query: String, limit: Int) async throws -> [TaskItem] {
    let userID = try await context.userID()
    guard let match = SearchQuery.fts(query) else {
      await context.apply(for: userID) { $0.update(\.searchResults, with: SearchResults(query: query)) }
      return []
    }
    let found = try await context.database.read { db in
      try TaskItem.fetchAll(
        db,
        sql: """
          JOIN tasks_fts ON tasks_fts.rowid = tasks.id
          WHERE tasks_fts MATCH ? AND tasks.user_id = ?
          ORDER BY bm25(tasks_fts, 10.0, 1.0), tasks.id DESC
          LIMIT ?
          """, arguments: [match, userID, max(1, limit)])
    }
    await context.apply(for: userID) { cache in
      cache.batch { cache in
        cache.populate(\.tasks, with: found)
        cache.update(\.searchResults, with: SearchResults(query: query, taskIDs: found.map(\.id)))
      }
    }
    return found
  }
}

/// Turns what a person types into a safe FTS5 query: each word becomes a quoted prefix
/// term, so quotes, `AND`, `NEAR`, `*`, `:` or parentheses in the input are searched for,
/// never obeyed.
enum SearchQuery {
  /// At most this many words are searched for.
  static let maximumWords = 16

  /// The FTS5 `MATCH` expression for `text`, or `nil` when it has no word to search for.
  static func fts(_ text: String) -> String? {
    let words = text.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    guard !words.isEmpty else { return nil }
    return words.prefix(maximumWords).map { "\"\($0)\"*" }.joined(separator: " ")
  }
}

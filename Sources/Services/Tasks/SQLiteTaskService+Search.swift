import Foundation
import GRDB

extension SQLiteTaskService {
  /// Full-text search over the user's titles and notes: each word of `query` matches as a
  /// prefix (all words must match), results are ranked by bm25 with titles weighing ten
  /// times notes, ties newest first. The tasks found go into the cache as its search results
  /// (``AppState/searchResultIDs``: all of them stay loaded, so a screen showing them by id
  /// reads them from there, current, until the next search); which ids matched, in which
  /// order, is the caller's to keep — the search screen's store holds them.
  ///
  /// To keep every keystroke fast, only the newest `rankingWindow` matches (2,000 by
  /// default) are ranked: a query matching fewer is ranked exactly; a broader one (a
  /// single letter over 100,000 tasks) returns the best of its most recent matches.
  nonisolated(nonsending) public func search(_ query: String, limit: Int) async throws -> [TaskItem] {
    let userID = try await context.userID()
    let rankingWindow = self.rankingWindow
    guard let match = SearchQuery.fts(query) else { return [] }
    let found = try await context.database.read { db in
      try TaskItem.fetchAll(
        db,
        sql: """
          JOIN (
            SELECT tasks_fts.rowid AS id, bm25(tasks_fts, 10.0, 1.0) AS score
            FROM tasks_fts JOIN tasks AS owned ON owned.id = tasks_fts.rowid
            WHERE tasks_fts MATCH ? AND owned.user_id = ?
            ORDER BY tasks_fts.rowid DESC LIMIT ?
          ) AS ranked ON ranked.id = tasks.id
          WHERE tasks.user_id = ?
          ORDER BY ranked.score, tasks.id DESC
          LIMIT ?
          """, arguments: [match, userID, rankingWindow, userID, max(1, limit)])
    }
    await context.apply(for: userID) { cache in cache.change { $0.showSearchResults(found) } }
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

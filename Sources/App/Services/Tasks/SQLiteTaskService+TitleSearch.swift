import Foundation
import GRDB

extension SQLiteTaskService {
  /// At most this many index entries of the longest query word are read per title search, so
  /// its cost is the same at 1,000 tasks and at 1,000,000.
  static let titleSearchWindow = 2_000

  /// Tasks with a title word starting with each word of `query` (case and accents ignored, as
  /// the search index folds them), read from the index's words in order (`tasks_fts_words`):
  /// the longest query word's range of index words, at most ``titleSearchWindow`` entries of it.
  /// Ranked: titles with a word equal to a query word first, then by the words matched in
  /// alphabetical order (so shorter completions come first), then open before done, then
  /// oldest first. Does not touch the cache.
  public func titleSearch(_ query: String, limit: Int) async throws -> [TaskItem] {
    let userID = try await context.userID()
    let words = TitleWords.words(of: query)
    guard let key = words.max(by: { $0.utf8.count < $1.utf8.count }) else { return [] }
    let window = Self.titleSearchWindow
    let found = try await context.database.read { db in
      try TaskItem.fetchAll(
        db,
        sql: """
          JOIN (
            SELECT DISTINCT doc FROM (
              SELECT doc, col FROM tasks_fts_words WHERE term >= ? AND term < ? LIMIT ?
            ) WHERE col = 'title'
          ) AS words ON words.doc = tasks.id
          WHERE tasks.user_id = ?
          """, arguments: [key, key + "\u{10FFFF}", window, userID])
    }
    return TitleWords.ranked(found, by: words, limit: max(1, limit))
  }
}

/// The words of titles and queries, folded as the search index folds them (`unicode61
/// remove_diacritics 2`: split at what is neither letter nor digit, lowercased, accents
/// removed), and the title search's ranking.
enum TitleWords {
  /// The folded words of `text`.
  static func words(of text: String) -> [String] {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .split { !$0.isLetter && !$0.isNumber }.prefix(SearchQuery.maximumWords).map(String.init)
  }

  /// The tasks whose title has a word starting with each of `words`, best first (see
  /// ``SQLiteTaskService/titleSearch(_:limit:)``).
  static func ranked(_ tasks: [TaskItem], by words: [String], limit: Int) -> [TaskItem] {
    var scored: [(exact: Bool, matched: [String], task: TaskItem)] = []
    for task in tasks {
      let title = Self.words(of: task.title)
      var matched: [String] = []
      for word in words {
        guard let hit = title.filter({ $0.hasPrefix(word) }).min() else { break }
        matched.append(hit)
      }
      guard matched.count == words.count else { continue }
      scored.append((zip(words, matched).contains { $0 == $1 }, matched, task))
    }
    scored.sort { left, right in
      if left.exact != right.exact { return left.exact }
      if left.matched != right.matched { return left.matched.lexicographicallyPrecedes(right.matched) }
      if left.task.isDone != right.task.isDone { return !left.task.isDone }
      return left.task.id < right.task.id
    }
    return scored.prefix(limit).map(\.task)
  }
}

import Foundation
import GRDB

extension SQLiteTaskService {
  /// At most this many index entries of the longest query word are read per title search of
  /// several words (one word: four per task asked for), so its cost is the same at 1,000 tasks
  /// and at 1,000,000.
  static let titleSearchWindow = 2_000

  /// Tasks with a title word starting with each word of `query` (case and accents ignored, as
  /// the search index folds them), read from the index's words in order (`tasks_fts_words`):
  /// the longest query word's range of index words, a window of it (``titleSearchWindow``).
  /// Ranked: titles with a word equal to a query word first, then by the words matched in
  /// alphabetical order (so shorter completions come first), then open before done, then
  /// oldest first. Only the tasks returned are read whole. Does not touch the cache.
  public func titleSearch(_ query: String, limit: Int) async throws -> [TaskItem] {
    let userID = try await context.userID()
    let words = TitleWords.words(of: query)
    guard let key = words.max(by: { $0.utf8.count < $1.utf8.count }) else { return [] }
    let limit = max(1, limit)
    let window = words.count == 1 ? min(4 * limit, Self.titleSearchWindow) : Self.titleSearchWindow
    return try await context.database.read { db in
      let candidates = try Row.fetchCursor(
        db,
        sql: """
          SELECT tasks.id, tasks.title, tasks.done FROM tasks JOIN (
            SELECT DISTINCT doc FROM (
              SELECT doc, col FROM tasks_fts_words WHERE term >= ? AND term < ? LIMIT ?
            ) WHERE col = 'title'
          ) AS words ON words.doc = tasks.id
          WHERE tasks.user_id = ?
          """, arguments: [key, key + "\u{10FFFF}", window, userID])
      var titles: [TitleWords.Candidate] = []
      while let row = try candidates.next() {
        guard let id = row[0] as Int64?, let title = row[1] as String?, let done = row[2] as Bool? else {
          continue
        }
        titles.append(TitleWords.Candidate(id: id, title: title, isDone: done))
      }
      let chosen = TitleWords.ranked(titles, by: words, limit: limit)
      guard !chosen.isEmpty else { return [] }
      let marks = Array(repeating: "?", count: chosen.count).joined(separator: ", ")
      let tasks = try TaskItem.fetchAll(
        db, sql: "WHERE tasks.id IN (\(marks)) AND tasks.user_id = ?",
        arguments: StatementArguments(chosen + [userID]))
      let byID = Dictionary(tasks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      return chosen.compactMap { byID[$0] }
    }
  }
}

/// The words of titles and queries, folded as the search index folds them (`unicode61
/// remove_diacritics 2`: split at what is neither letter nor digit, lowercased, accents
/// removed), and the title search's ranking.
enum TitleWords {
  /// A task the index's words led to: enough to rank it.
  struct Candidate {
    let id: Int64
    let title: String
    let isDone: Bool
  }

  /// The folded words of `text` (ASCII text without Foundation's folding, which is slow).
  static func words(of text: String) -> [String] {
    let folded =
      text.utf8.allSatisfy { $0 < 0x80 }
      ? text.lowercased() : text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    return folded.split { !$0.isLetter && !$0.isNumber }.prefix(SearchQuery.maximumWords).map(String.init)
  }

  /// The ids of the candidates whose title has a word starting with each of `words`, best
  /// first (see ``SQLiteTaskService/titleSearch(_:limit:)``).
  static func ranked(_ candidates: [Candidate], by words: [String], limit: Int) -> [Int64] {
    var scored: [(exact: Bool, matched: [String], candidate: Candidate)] = []
    for candidate in candidates {
      let title = Self.words(of: candidate.title)
      var matched: [String] = []
      for word in words {
        guard let hit = title.filter({ $0.hasPrefix(word) }).min() else { break }
        matched.append(hit)
      }
      guard matched.count == words.count else { continue }
      scored.append((zip(words, matched).contains { $0 == $1 }, matched, candidate))
    }
    scored.sort { left, right in
      if left.exact != right.exact { return left.exact }
      if left.matched != right.matched { return left.matched.lexicographicallyPrecedes(right.matched) }
      if left.candidate.isDone != right.candidate.isDone { return !left.candidate.isDone }
      return left.candidate.id < right.candidate.id
    }
    return scored.prefix(limit).map(\.candidate.id)
  }
}

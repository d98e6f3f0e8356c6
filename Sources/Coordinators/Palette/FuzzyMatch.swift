/// Ranks names against what was typed, as command palettes do: the query's characters must
/// appear in order (case ignored); matches at the start of words, runs of matching characters
/// and short names rank higher. Each word of the query must match.
///
/// ```swift
/// #expect(FuzzyMatch.score("pltu", in: "Plant tulips") != nil)
/// #expect(FuzzyMatch.score("xyz", in: "Plant tulips") == nil)
/// ```
public enum FuzzyMatch {
  /// How well `query` matches `candidate` (higher is better), or nil when it does not.
  public static func score(_ query: String, in candidate: String) -> Int? {
    let words = query.lowercased().split(whereSeparator: \.isWhitespace)
    guard !words.isEmpty else { return 0 }
    let text = Array(candidate.lowercased())
    let starts = wordStarts(of: Array(candidate))
    var total = 0
    for word in words {
      guard let score = best(Array(word), in: text, starts: starts) else { return nil }
      total += score
    }
    return total - min(text.count, 40) / 4
  }

  /// The best score of `query` as a subsequence of `text`, trying each place its first
  /// character occurs.
  private static func best(_ query: [Character], in text: [Character], starts: [Bool]) -> Int? {
    var best: Int?
    for start in text.indices where text[start] == query[0] {
      guard let score = match(query, in: text, from: start, starts: starts) else { break }
      best = max(best ?? score, score)
    }
    return best
  }

  /// The score of matching `query` greedily in `text` from `start`.
  private static func match(
    _ query: [Character], in text: [Character], from start: Int, starts: [Bool]
  ) -> Int? {
    var score = 0
    var position = start
    var previous: Int?
    for character in query {
      while position < text.count, text[position] != character { position += 1 }
      guard position < text.count else { return nil }
      score += 1
      if starts[position] { score += 8 }
      if let previous {
        score += previous == position - 1 ? 6 : -min(position - previous - 1, 4)
      } else if position == 0 {
        score += 4
      }
      previous = position
      position += 1
    }
    return score
  }

  /// Whether each character starts a word: the first one, one after a space or punctuation, or
  /// a capital after a small letter.
  private static func wordStarts(of text: [Character]) -> [Bool] {
    text.indices.map { index in
      guard index > 0 else { return true }
      let before = text[index - 1]
      return !(before.isLetter || before.isNumber) || (before.isLowercase && text[index].isUppercase)
    }
  }
}

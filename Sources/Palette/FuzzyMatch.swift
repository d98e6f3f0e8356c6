/// Ranks names against what was typed, as command palettes do: the query's characters must
/// appear in order (case ignored); matches at the start of words, runs of matching characters
/// and short names rank higher. Each word of the query must match.
///
/// ```swift
/// #expect(FuzzyMatch.score("pltu", in: "Plant tulips") != nil)
/// #expect(FuzzyMatch.score("xyz", in: "Plant tulips") == nil)
/// ```
///
/// To rank many names against one query, make a ``Pattern`` once and score each name with it.
public enum FuzzyMatch {
  /// How well `query` matches `candidate` (higher is better), or nil when it does not.
  public static func score(_ query: String, in candidate: String) -> Int? {
    Pattern(query).score(in: candidate)
  }

  /// A query made ready to score many names: split into words and lowercased once.
  ///
  /// ```swift
  /// let pattern = FuzzyMatch.Pattern("milk")
  /// let matches = ["Buy oat milk", "Call mum"].filter { pattern.score(in: $0) != nil }
  /// #expect(matches == ["Buy oat milk"])
  /// ```
  public struct Pattern: Sendable {
    let words: [[Character]]
    /// The words as bytes when every one is ASCII: then an ASCII name is scored on its bytes,
    /// with the same result as character by character.
    let asciiWords: [[UInt8]]?

    /// The pattern of `query`.
    public init(_ query: String) {
      let words = query.lowercased().split(whereSeparator: \.isWhitespace)
      self.words = words.map(Array.init)
      asciiWords = words.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } } ? words.map { Array($0.utf8) } : nil
    }

    /// Whether the query has no words (it matches everything, with score 0).
    public var isEmpty: Bool { words.isEmpty }

    /// How well the query matches `candidate` (higher is better), or nil when it does not.
    public func score(in candidate: String) -> Int? {
      guard !words.isEmpty else { return 0 }
      if let asciiWords {
        let outcome = candidate.utf8.withContiguousStorageIfAvailable { ASCIIText($0)?.score(asciiWords) }
        if let outcome, let result = outcome { return result.score }
      }
      return FuzzyMatch.characterScore(words, in: candidate)
    }
  }

  /// The score on characters: any name, any query.
  static func characterScore(_ words: [[Character]], in candidate: String) -> Int? {
    let text = Array(candidate.lowercased())
    let starts = wordStarts(of: Array(candidate))
    var total = 0
    for word in words {
      guard let score = best(word, in: text, starts: starts) else { return nil }
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
      score += Self.points(at: position, isWordStart: starts[position], after: previous)
      previous = position
      position += 1
    }
    return score
  }

  /// What matching one query character at `position` earns: 1, 8 more at the start of a word,
  /// 6 more right after the previous match (or up to 4 less after a gap), 4 more at the very
  /// start of the name.
  static func points(at position: Int, isWordStart: Bool, after previous: Int?) -> Int {
    var score = 1
    if isWordStart { score += 8 }
    if let previous {
      score += previous == position - 1 ? 6 : -min(position - previous - 1, 4)
    } else if position == 0 {
      score += 4
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

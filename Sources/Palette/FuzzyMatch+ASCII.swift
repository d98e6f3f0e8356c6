extension FuzzyMatch {
  /// A name made only of ASCII characters other than CR (so each byte is one character), scored
  /// on its bytes without allocating — the same rules and the same scores as
  /// ``FuzzyMatch/characterScore(_:in:)``, which a test checks on random names.
  struct ASCIIText {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The text of `bytes`, or nil when a byte is not ASCII or is a CR (CR LF is one character).
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
      for byte in bytes where byte >= 0x80 || byte == 0x0D { return nil }
      self.bytes = bytes
    }

    /// The score of `words` (lowercase ASCII), or nil when one does not match.
    func score(_ words: [[UInt8]]) -> ScoreResult {
      var total = 0
      for word in words {
        guard let score = best(word) else { return ScoreResult(score: nil) }
        total += score
      }
      return ScoreResult(score: total - min(bytes.count, 40) / 4)
    }

    private func best(_ word: [UInt8]) -> Int? {
      var best: Int?
      for start in bytes.indices where Self.lower(bytes[start]) == word[0] {
        guard let score = match(word, from: start) else { break }
        best = max(best ?? score, score)
      }
      return best
    }

    private func match(_ word: [UInt8], from start: Int) -> Int? {
      var score = 0
      var position = start
      var previous: Int?
      for byte in word {
        while position < bytes.count, Self.lower(bytes[position]) != byte { position += 1 }
        guard position < bytes.count else { return nil }
        score += FuzzyMatch.points(at: position, isWordStart: isWordStart(position), after: previous)
        previous = position
        position += 1
      }
      return score
    }

    /// As for characters: the first byte, one after a byte that is neither letter nor digit, or
    /// a capital after a small letter.
    private func isWordStart(_ index: Int) -> Bool {
      guard index > 0 else { return true }
      let before = bytes[index - 1]
      return !(Self.isLetter(before) || Self.isDigit(before))
        || (Self.isLower(before) && Self.isUpper(bytes[index]))
    }

    static func lower(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte | 0x20 : byte }
    static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    static func isLetter(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
  }

  /// A score, or nil for no match — wrapped, so "not scored on bytes" stays a separate nil.
  struct ScoreResult {
    let score: Int?
  }
}

/// What `/` keeps in every list: the rows where each word typed starts a word of the row,
/// ignoring case and accents (folded as the search index folds them) — the rule the task lists'
/// SQL and the search follow, applied in Swift to the lists that filter what they hold.
///
/// ```swift
/// let kept = WordFilter.matches("oat mi", ["Buy oat milk"])  // true: "oat" and "mi" start words
/// let dropped = WordFilter.matches("ilk", ["Buy oat milk"])  // false: "ilk" starts none
/// ```
public enum WordFilter {
  /// Whether each word of `query` starts a word of one of `texts` (true for a query without
  /// words).
  public static func matches(_ query: String, _ texts: [String]) -> Bool {
    let wanted = TitleWords.words(of: query)
    guard !wanted.isEmpty else { return true }
    let words = texts.flatMap(TitleWords.words(of:))
    return wanted.allSatisfy { word in words.contains { $0.hasPrefix(word) } }
  }
}

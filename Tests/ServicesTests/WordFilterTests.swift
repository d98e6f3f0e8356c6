import Services
import Testing

/// `/` keeps the rows where each word typed starts a word of the row, ignoring case and
/// accents, in every list: the task lists (in SQL, through the search index), the search
/// results and the projects (in Swift, through ``WordFilter``).
@Suite("WordFilter: each word typed starts a word of the row")
struct WordFilterTests {
  @Test("The documented example: word starts match, the middle of a word does not")
  func documented() {
    let kept = WordFilter.matches("oat mi", ["Buy oat milk"])  // true: "oat" and "mi" start words
    let dropped = WordFilter.matches("ilk", ["Buy oat milk"])  // false: "ilk" starts none
    #expect(kept)
    #expect(!dropped)
  }

  @Test("Case and accents are ignored on both sides, as the search index folds them")
  func folding() {
    #expect(WordFilter.matches("CAFE", ["Café au lait"]))
    #expect(WordFilter.matches("café", ["CAFE AU LAIT"]))
    #expect(WordFilter.matches("über", ["Uber eats receipt"]))
  }

  @Test("Every word must match, each in any of the texts (a title or its notes)")
  func everyWord() {
    #expect(WordFilter.matches("milk lemons", ["Buy oat milk", "and lemons"]))
    #expect(!WordFilter.matches("milk bread", ["Buy oat milk", "and lemons"]))
  }

  @Test("A query without words keeps every row; punctuation separates words")
  func noWords() {
    #expect(WordFilter.matches("", ["anything"]))
    #expect(WordFilter.matches("  -- ", ["anything"]))
    #expect(WordFilter.matches("pull-req", ["Review pull request #42"]))
  }
}

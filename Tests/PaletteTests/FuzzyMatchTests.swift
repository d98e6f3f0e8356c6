import SwitchyardTesting
import Testing

@testable import Palette

/// The palette's ranking: names scored on their bytes when they are ASCII must score exactly as
/// character by character.
@Suite("Fuzzy matching")
struct FuzzyMatchTests {
  @Test("ASCII names score on their bytes exactly as on characters (seeded random names and queries)")
  func bytesMatchCharacters() {
    var random = SeededRandomNumberGenerator(seed: 7)
    let alphabet = Array("aAbBcClLmMkKtTzZ019 -_.#/")
    for _ in 0..<20_000 {
      let name = String(
        (0..<Int.random(in: 0...24, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
      let query = String(
        (0..<Int.random(in: 1...4, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
      let pattern = FuzzyMatch.Pattern(query)
      let expected = pattern.isEmpty ? 0 : FuzzyMatch.characterScore(pattern.words, in: name)
      #expect(pattern.score(in: name) == expected, "\(query) in \(name)")
    }
  }

  @Test("names the byte path must leave to the character path still match by character rules")
  func characterPath() {
    // K (Kelvin sign) lowercases to an ASCII k; CR LF is one character; é is not ASCII.
    #expect(FuzzyMatch.score("k", in: "\u{212A}elvin") != nil)
    #expect(FuzzyMatch.score("ab", in: "a\r\nb") == FuzzyMatch.characterScore([["a", "b"]], in: "a\r\nb"))
    #expect(FuzzyMatch.score("cafe", in: "Café") == nil)
    #expect(FuzzyMatch.score("café", in: "Le Café") != nil)
  }

  @Test("word starts, runs and short names rank first")
  func ranking() {
    let score = { (name: String) in FuzzyMatch.score("pt", in: name) ?? .min }
    #expect(score("Plant tulips") > score("apartment"))
    #expect(score("pt") > score("Plant tulips"))
    #expect(FuzzyMatch.score("milk bread", in: "Buy bread and milk") != nil)
    #expect(FuzzyMatch.score("milk tea", in: "Buy bread and milk") == nil)
  }
}

import Foundation

/// Letters typed in an open menu: each jumps to the first option whose title starts with all
/// the letters typed so far (case and accents ignored); a pause of ``pause`` starts a new run.
/// The same letter typed again, when no title starts with the doubled letters, goes on to the
/// next option starting with it (`n`, `n` from "New" to "Next").
struct TypeAhead {
  /// How long a pause starts a new run.
  static let pause: Duration = .seconds(1)
  /// The letters of the current run.
  private(set) var typed = ""
  private var lastKey: ContinuousClock.Instant?

  /// Whether a run goes on at `now` (a space typed then is part of it, not a key of its own).
  func isRunning(at now: ContinuousClock.Instant) -> Bool {
    guard let lastKey, !typed.isEmpty else { return false }
    return now - lastKey < Self.pause
  }

  /// Takes `character` typed at `now` and returns the option to highlight among `titles` (the
  /// one highlighted is `current`; `isEnabled` says which may be), or nil when none matches.
  mutating func type(
    _ character: Character, at now: ContinuousClock.Instant, titles: [String], current: Int,
    isEnabled: (Int) -> Bool
  ) -> Int? {
    if !isRunning(at: now) { typed = "" }
    typed.append(character)
    lastKey = now
    let wanted = Self.folded(typed)
    let folded = titles.map(Self.folded)
    if let match = folded.indices.first(where: { isEnabled($0) && folded[$0].hasPrefix(wanted) }) {
      return match
    }
    // "nn" with no "nn…" title: the next title starting with "n", after the highlighted one.
    guard let letter = wanted.first, wanted.allSatisfy({ $0 == letter }), !titles.isEmpty else { return nil }
    for step in 1...titles.count {
      let index = (current + step) % titles.count
      if isEnabled(index), folded[index].first == letter { return index }
    }
    return nil
  }

  /// `text` without case or accents, as type-ahead compares titles.
  static func folded(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}

import ArgumentParser

/// "Did you mean": when the first argument is a word that is not a subcommand (`switchyard
/// expor`), the subcommand it is closest to, if it is close — at most two edits (one for a word
/// of up to four letters) by Levenshtein distance over the names.
enum SubcommandSuggestion {
  /// The names a user types after `switchyard`.
  static var names: [String] {
    SwitchyardCommand.configuration.subcommands.filter { $0.configuration.shouldDisplay }.map {
      $0._commandName
    }
      + ["help"]
  }

  /// The line to add to the parser's error for `arguments`, if any.
  static func line(for arguments: [String]) -> String? {
    guard let first = arguments.first, !first.hasPrefix("-"), !names.contains(first),
      let best = closest(to: first, in: names)
    else { return nil }
    return "Did you mean `switchyard \(best)`?"
  }

  /// The name in `names` closest to `word`, when it is close enough.
  static func closest(to word: String, in names: [String]) -> String? {
    let lowered = word.lowercased()
    let limit = lowered.count <= 4 ? 1 : 2
    let scored = names.map { ($0, distance(lowered, $0)) }.filter { $0.1 <= limit }
    return scored.min { $0.1 < $1.1 }?.0
  }

  /// The Levenshtein distance: insertions, deletions and substitutions of characters.
  static func distance(_ left: String, _ right: String) -> Int {
    let a = Array(left)
    let b = Array(right)
    guard !a.isEmpty else { return b.count }
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      for (j, y) in b.enumerated() {
        current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}

import Coordinators
import Routing
import TerminalUI

extension CommandPalette {
  /// The entries for the query, best first: `open ROUTE` when the query starts with `open `,
  /// then the screen's commands, the app's global ones, the palette's own and the places to
  /// jump to that match. With no query: the commands (the screen's first) and the palette's own.
  public var entries: [PaletteEntry] {
    // `answers` is read on every call, so a frame that drew the entries is redrawn when an
    // answer of the source comes.
    let answers = self.answers
    if let ranked, ranked.query == query, ranked.answer == answers { return ranked.entries }
    let entries = rank(query)
    ranked = (query, answers, entries)
    return entries
  }

  private func rank(_ query: String) -> [PaletteEntry] {
    let trimmed = query.trimmingCharacters(in: .whitespaces)
    if Self.isRoute(trimmed) {
      let text = trimmed.lowercased().hasPrefix("open ") ? String(trimmed.dropFirst(5)) : trimmed
      return [
        PaletteEntry(id: "open", title: "open \(text)", detail: "go there", kind: .open) { [weak self] in
          self?.openRoute(text)
        }
      ]
    }
    let candidates = commandEntries + paletteEntries
    guard !trimmed.isEmpty else { return candidates }
    // Scored by title first; only the 50 shown become entries (a store may hold 100,000 tasks).
    let pattern = FuzzyMatch.Pattern(trimmed)
    let found = self.found
    let looked = found?.targets ?? []
    let targets = places + looked
    var matches: [RankedMatch] = []
    for (offset, entry) in candidates.enumerated() {
      if let score = pattern.score(in: entry.title) {
        matches.append(RankedMatch(score: score, kind: entry.kind, offset: offset))
      }
    }
    for (index, target) in targets.enumerated() {
      if let score = pattern.score(in: target.title) {
        matches.append(RankedMatch(score: score, kind: .jump, offset: candidates.count + index))
      } else if index >= places.count, found?.query == trimmed {
        // The source found it for this very query by its own rules (a word without its accent):
        // listed after the fuzzy matches, in the source's order.
        matches.append(RankedMatch(score: Int.min / 2, kind: .jump, offset: candidates.count + index))
      }
    }
    return matches.sorted(by: RankedMatch.ranksBefore).prefix(50).map { match in
      guard match.offset >= candidates.count else { return candidates[match.offset] }
      let index = match.offset - candidates.count
      let target = targets[index]
      return PaletteEntry(id: "jump-\(index)", title: target.title, detail: target.detail, kind: .jump) {
        [weak self] in
        self?.jump(to: target.route)
      }
    }
  }

  /// Whether `query` names a route (`open ROUTE`, a URL) rather than something to find.
  static func isRoute(_ query: String) -> Bool {
    query.lowercased().hasPrefix("open ") || query.contains("://")
  }

  /// The screen's commands, with their keys, then the app's for every screen, each closing
  /// the palette before it runs.
  private var commandEntries: [PaletteEntry] {
    let screen = commands.map { (name: $0.name, detail: $0.keyLabel, run: $0.action) }
    let global = globals.map { (name: $0.name, detail: $0.detail, run: $0.run) }
    return (screen + global).enumerated().map { index, command in
      PaletteEntry(id: "command-\(index)", title: command.name, detail: command.detail, kind: .command) {
        [weak self] in
        self?.close()
        command.run()
      }
    }
  }

  /// The palette's own entries.
  private var paletteEntries: [PaletteEntry] {
    [
      PaletteEntry(id: "route", title: "route", detail: "show and copy this screen's route", kind: .palette) {
        [weak self] in self?.showRoute()
      },
      PaletteEntry(id: "open-hint", title: "open", detail: "type open and a route", kind: .palette) {
        [weak self] in self?.setQuery("open ")
      },
    ]
  }

  /// Closes the palette and shows (and copies) the current screen's route.
  func showRoute() {
    let url = (root()?.route ?? .root).url(scheme: scheme)
    close()
    copy?(url)
    show(notice: url)
  }

  /// Closes the palette and goes to `route`, or says why it cannot.
  func jump(to route: Route) {
    close()
    do throws(RouteError) {
      try root()?.open(route)
    } catch {
      show(notice: error.message)
    }
  }
}

/// An entry's place in the ranking: its score (higher first), then its kind, then where it
/// came from (commands, the palette's own, then the places in the order given).
struct RankedMatch {
  let score: Int
  let kind: PaletteEntry.Kind
  let offset: Int

  static func ranksBefore(_ left: RankedMatch, _ right: RankedMatch) -> Bool {
    if left.score != right.score { return left.score > right.score }
    if left.kind != right.kind { return left.kind < right.kind }
    return left.offset < right.offset
  }
}

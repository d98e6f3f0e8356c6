import Foundation
import WorkTracking

/// What a ``PaletteSource`` answered for one query.
struct FoundPlaces {
  /// The query (trimmed) the places were found for.
  let query: String
  /// The places, best first.
  let targets: [PaletteTarget]
}

extension CommandPalette {
  /// Asks the ``PaletteSource`` for the places matching the query, unless an answer or a lookup
  /// for it is already there; a lookup for an older query is cancelled. The lookup counts in
  /// the host's work tracker, and its answer is kept only while its query is still the one typed.
  func lookUp() {
    guard let source else { return }
    let trimmed = query.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, !Self.isRoute(trimmed) else {
      cancelLookup()
      return
    }
    guard found?.query != trimmed, lookup?.query != trimmed else { return }
    cancelLookup()
    let work = host?.work ?? WorkTracker()
    let task = work.run { [weak self] in
      let places = try? await source.lookup(trimmed, source.limit)
      self?.answered(trimmed, with: places)
    }
    lookup = (trimmed, task)
  }

  /// Keeps `places` (nil when the lookup failed) as the answer for `query`, if the query is
  /// still the one being looked up.
  private func answered(_ query: String, with places: [PaletteTarget]?) {
    guard lookup?.query == query, !Task.isCancelled else { return }
    lookup = nil
    found = FoundPlaces(query: query, targets: (places ?? []).prefix(source?.limit ?? 0).map { $0 })
    answers += 1
  }

  /// Cancels the lookup in flight, if any (its answer, should it come, is dropped).
  func cancelLookup() {
    lookup?.task.cancel()
    lookup = nil
  }
}

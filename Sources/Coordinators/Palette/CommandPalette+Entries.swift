import TerminalUI

extension CommandPalette {
  /// The entries for the query, best first: `open ROUTE` when the query starts with `open `,
  /// then the screen's commands, the palette's own and the places to jump to that match.
  /// With no query: the screen's commands and the palette's own.
  public var entries: [PaletteEntry] {
    if let ranked, ranked.query == query { return ranked.entries }
    let entries = rank(query)
    ranked = (query, entries)
    return entries
  }

  private func rank(_ query: String) -> [PaletteEntry] {
    let trimmed = query.trimmingCharacters(in: .whitespaces)
    if trimmed.lowercased().hasPrefix("open ") || trimmed.contains("://") {
      let text = trimmed.lowercased().hasPrefix("open ") ? String(trimmed.dropFirst(5)) : trimmed
      return [
        PaletteEntry(id: "open", title: "open \(text)", detail: "go there", kind: .open) { [weak self] in
          self?.openRoute(text)
        }
      ]
    }
    let candidates = commandEntries + paletteEntries
    guard !trimmed.isEmpty else { return candidates }
    let jumps = targets().enumerated().map { index, target in
      PaletteEntry(id: "jump-\(index)", title: target.title, detail: target.detail, kind: .jump) {
        [weak self] in
        self?.jump(to: target.route)
      }
    }
    return (candidates + jumps)
      .compactMap { entry in FuzzyMatch.score(trimmed, in: entry.title).map { (entry, $0) } }
      .enumerated()
      .sorted { lhs, rhs in
        let (left, right) = (lhs.element, rhs.element)
        if left.1 != right.1 { return left.1 > right.1 }
        if left.0.kind != right.0.kind { return left.0.kind < right.0.kind }
        return lhs.offset < rhs.offset
      }
      .prefix(50)
      .map(\.element.0)
  }

  /// The screen's commands, with their keys.
  private var commandEntries: [PaletteEntry] {
    commands.enumerated().map { index, command in
      PaletteEntry(id: "command-\(index)", title: command.name, detail: command.keyLabel, kind: .command) {
        [weak self] in
        self?.close()
        command.action()
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

import Foundation
import Switchyard
import SwitchyardTesting
import Testing

// The samples of PaletteSource (its doc comment and the Palette article), compiled and run.

/// A note's title as a store of many notes hands it out.
struct NoteTitle: Sendable {
  let id: String
  let title: String
}

/// Notes kept somewhere too big to hand over at once (a database), found by a title's start.
struct NoteTitles: Sendable {
  let all: [NoteTitle]

  func titles(startingWith query: String, limit: Int) async throws -> [NoteTitle] {
    Array(all.filter { $0.title.lowercased().hasPrefix(query.lowercased()) }.prefix(limit))
  }
}

@MainActor
@Suite("PaletteSource documentation samples")
struct PaletteSourceSamples {
  @Test("the doc comment's source: a closure per query")
  func docComment() async {
    let source = PaletteSource(limit: 20) { query, limit in
      let names = ["Garden", "Groceries", "Taxes"].filter { $0.lowercased().hasPrefix(query.lowercased()) }
      return names.prefix(limit).map {
        PaletteTarget(title: $0, detail: "project", route: Route(["projects", $0]))
      }
    }
    let palette = CommandPalette(scheme: "notes", root: { nil }, source: source)
    let host = ViewHost { CommandPaletteContainer(palette: palette) { Text("Notes") } }
    palette.host = host
    palette.open()
    palette.setQuery("g")
    await host.work.idle()
    #expect(palette.entries.filter { $0.kind == .jump }.map(\.title) == ["Garden", "Groceries"])
  }

  @Test("the article's app: folders in memory, notes looked up per query")
  func article() async {
    let app = AppCoordinator()
    let folders = ["Work", "Home"]
    let notes = NoteTitles(all: [
      NoteTitle(id: "1", title: "Weekly review"), NoteTitle(id: "2", title: "Wish list"),
    ])
    let palette = CommandPalette(
      scheme: "notes", root: { app },
      targets: { folders.map { PaletteTarget(title: $0, detail: "folder", route: Route(["folders", $0])) } },
      source: PaletteSource(limit: 50) { query, limit in
        try await notes.titles(startingWith: query, limit: limit).map { note in
          PaletteTarget(title: note.title, detail: "note", route: Route(["notes", note.id]))
        }
      })
    let host = ViewHost { paletteRoot(palette: palette, coordinator: app) }
    palette.host = host
    palette.open()
    palette.setQuery("w")
    await host.work.idle()
    #expect(
      Set(palette.entries.filter { $0.kind == .jump }.map(\.title)) == ["Work", "Weekly review", "Wish list"])
  }
}

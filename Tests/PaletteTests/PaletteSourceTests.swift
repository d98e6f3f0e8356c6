import Routing
import Testing

@testable import Palette
@testable import TerminalUI

/// Answers a palette's lookups when the test says, in the order it chooses.
@MainActor
final class HeldLookups {
  private var waiting: [String: CheckedContinuation<[PaletteTarget], Never>] = [:]
  private(set) var asked: [String] = []

  var source: PaletteSource {
    PaletteSource(limit: 5) { [self] query, _ in
      asked.append(query)
      return await withCheckedContinuation { waiting[query] = $0 }
    }
  }

  /// Waits (yielding, no time passes) until the palette has asked for `query`.
  func waitForQuestion(_ query: String) async {
    for _ in 0..<1_000 where waiting[query] == nil { await Task.yield() }
  }

  /// Answers `query` with one place per title.
  func answer(_ query: String, _ titles: [String]) {
    waiting.removeValue(forKey: query)?.resume(
      returning: titles.map { PaletteTarget(title: $0, detail: "task", route: Route(["tasks", $0])) })
  }
}

@MainActor
@Suite("CommandPalette with a PaletteSource")
struct PaletteSourceTests {
  func palette(_ lookups: HeldLookups) -> (CommandPalette, ViewHost) {
    let palette = CommandPalette(
      scheme: "notes", root: { nil },
      targets: { [PaletteTarget(title: "Garden", detail: "project", route: Route(["projects", "1"]))] },
      source: lookups.source)
    let host = ViewHost { CommandPaletteContainer(palette: palette) { Text("Home") } }
    palette.host = host
    palette.open()
    return (palette, host)
  }

  func jumps(_ palette: CommandPalette) -> [String] {
    palette.entries.filter { $0.kind == .jump }.map(\.title)
  }

  @Test("the answer for the query typed is ranked with the places handed over; counted in the host's work")
  func answered() async {
    let lookups = HeldLookups()
    let (palette, host) = palette(lookups)
    palette.setQuery("ga")
    await lookups.waitForQuestion("ga")
    #expect(!host.work.isIdle)
    #expect(jumps(palette) == ["Garden"])
    lookups.answer("ga", ["Gate repair", "Buy gas"])
    await host.work.idle()
    #expect(jumps(palette) == ["Garden", "Gate repair", "Buy gas"])
    #expect(lookups.asked == ["ga"])
  }

  @Test("an answer for an older query never replaces the newer one, whichever comes first")
  func staleDropped() async {
    let lookups = HeldLookups()
    let (palette, host) = palette(lookups)
    palette.setQuery("p")
    await lookups.waitForQuestion("p")
    palette.setQuery("pl")
    await lookups.waitForQuestion("pl")
    lookups.answer("pl", ["Plan the trip"])
    lookups.answer("p", ["Paint the fence"])
    await host.work.idle()
    #expect(jumps(palette) == ["Plan the trip"])

    palette.setQuery("pla")
    await lookups.waitForQuestion("pla")
    palette.setQuery("plan")
    await lookups.waitForQuestion("plan")
    lookups.answer("pla", ["Plain old task"])
    await Task.yield()
    #expect(!jumps(palette).contains("Plain old task"))
    lookups.answer("plan", ["Plan the trip", "Planet poster"])
    await host.work.idle()
    #expect(jumps(palette) == ["Plan the trip", "Planet poster"])
    #expect(lookups.asked == ["p", "pl", "pla", "plan"])
  }

  @Test(
    "while a lookup runs, the last answer's places that still match stay; routes and blank queries ask nothing"
  )
  func meanwhile() async {
    let lookups = HeldLookups()
    let (palette, host) = palette(lookups)
    palette.setQuery("pl")
    await lookups.waitForQuestion("pl")
    lookups.answer("pl", ["Plan the trip", "Plum pie"])
    await host.work.idle()
    palette.setQuery("pla")
    #expect(jumps(palette) == ["Plan the trip"])
    await lookups.waitForQuestion("pla")
    lookups.answer("pla", [])
    await host.work.idle()
    #expect(jumps(palette).isEmpty)
    palette.setQuery("open projects/1")
    palette.setQuery("  ")
    palette.close()
    await host.work.idle()
    #expect(lookups.asked == ["pl", "pla"])
  }
}

import Foundation
import Switchyard
import SwitchyardTesting
import Testing

@testable import NotebookKit

/// The Notebook's routes: what they look like, seeded random walks that check every state's
/// route leads back to it, restoration through a JSON file, and the flow graph against the
/// source.
@MainActor
@Suite("Routes, restoration and the flow graph")
struct RouteTests {
  /// The keys the walks press. Backspace shortens a search that matches nothing: it shows no
  /// results to move into, and the walk would otherwise type on in the field.
  static let keys: [Key] =
    [.character("n"), .character("e"), .controlRight, .controlLeft, .up, .character("x"), .tab]
    + Array(repeating: .enter, count: 4) + Array(repeating: .down, count: 3)
    + Array(repeating: .escape, count: 2) + Array(repeating: .backspace, count: 2)

  func launch() async -> (NotebookApp, HeadlessHarness) {
    let app = NotebookApp(container: await Fixture.container(clock: ImmediateClock()))
    return (app, HeadlessHarness(width: 80, height: 20) { app.rootView })
  }

  @Test("a note's edit sheet is notebooks/{id}/notes/{id}/edit, and opens from its URL")
  func example() async throws {
    let (app, _) = await launch()
    let url =
      "notebook://notebooks/\(Fixture.home.id.routeSegment)/notes/\(Fixture.plants.id.routeSegment)/edit"
    try app.coordinator.open(Route(parsing: url, scheme: NotebookApp.scheme))
    #expect(app.coordinator.notebooks.path == [.notebook(Fixture.home.id), .note(.note(Fixture.plants.id))])
    #expect(app.coordinator.notebooks.modalCover?.destination == .note(.edit(Fixture.plants.id)))
    #expect(app.coordinator.route.url(scheme: NotebookApp.scheme) == url)
    let missing = UUID()
    #expect(throws: RouteError(.notFound, "there is no note \(missing.routeSegment)", validCount: 1)) {
      try app.coordinator.open(Route(["search", "notes", missing.routeSegment]))
    }
    #expect(app.coordinator.route.url(scheme: NotebookApp.scheme) == url)
  }

  @Test("state → route → state along seeded random walks", arguments: [1, 2, 3] as [UInt64])
  func randomWalk(seed: UInt64) async throws {
    let (app, harness) = await launch()
    var random = SeededRandomNumberGenerator(seed: seed)
    var places = Set<String>()
    for step in 0..<120 {
      harness.press(Self.keys.randomElement(using: &random)!)
      await app.work.idle()
      _ = harness.screen
      let route = app.coordinator.route
      places.insert(route.segments.filter { UUID(uuidString: $0) == nil }.joined(separator: "/"))
      let fresh = AppCoordinator(container: app.container)
      try fresh.open(route)
      #expect(fresh.route == route, "step \(step)")
      let restored = AppCoordinator(container: app.container)
      let restoredHarness = HeadlessHarness(width: 80, height: 20) { AppCoordinator.rootView(with: restored) }
      #expect(restored.restore(app.coordinator.navigationSnapshot).isEmpty, "step \(step)")
      _ = restoredHarness.screen
      #expect(restored.navigationSnapshot == app.coordinator.navigationSnapshot, "step \(step)")
    }
    // Both tabs and a screen below one: a search that matches nothing now shows its empty state
    // (nothing to move into) rather than an empty list, so a walk that types into the field
    // can stay there a long while.
    #expect(places.count >= 3, "the walk stayed in \(places.sorted())")
  }

  @Test("quit and start again: back in the same place, with the sheet's unsaved text")
  func restoration() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-\(UUID()).json").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    let (first, harness) = await launch()
    first.start(stateFile: file)
    await first.work.idle()
    #expect(first.restoration != nil)
    harness.press(.enter, .enter, .character("e"), .end)
    harness.type(" and eggs")
    await first.work.idle()
    #expect(first.restoration?.saved?.entries.last?.draft?["title"] == "Groceries and eggs")

    let (second, secondHarness) = await launch()
    second.start(stateFile: file)
    await second.work.idle()
    #expect(second.restoration != nil)
    #expect(second.coordinator.navigationSnapshot == first.coordinator.navigationSnapshot)
    #expect(secondHarness.screen.contains("Groceries and eggs"))
  }

  @Test("the graph holds every case the coordinators declare")
  func graph() throws {
    let graph = NotebookApp.graph
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/NotebookKit/Coordinators")
    var checked = 0
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !file.contains("+") {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let owner = String(file.dropLast(".swift".count))
      guard
        let body = text.range(of: "enum Destination: NavigationDestination {")
          ?? text.range(of: "enum Tab: Hashable, CaseIterable {")
      else { continue }
      let cases = text[body.upperBound...].prefix { $0 != "}" }.split(separator: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("case ") }
        .flatMap {
          $0.dropFirst(5).split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter }
          }
        }
      for name in cases {
        let named =
          graph.nodes.contains { $0.id == "\(owner).\(name)" }
          || graph.edges.contains {
            $0.from == owner && ($0.label.hasPrefix("\(name):") || $0.label.hasSuffix(" \(name)"))
          }
        #expect(named, "\(owner).\(name) is not in the graph")
        checked += 1
      }
    }
    #expect(checked == 8)
  }
}

/// A Notebook session recorded and played back.
@MainActor
@Suite("Recording and replaying the notebook", .serialized)
struct NotebookRecordingTests {
  @Test("a recorded session replays to the same final screen")
  func recordAndReplay() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-\(UUID()).jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    let size = Size(width: 80, height: 20)
    let app = NotebookApp(container: NotebookContainer(clock: ImmediateClock()))
    let host = ViewHost(minimumSize: Size(width: 50, height: 12), work: app.work) { app.rootView }
    app.palette.host = host
    app.start()
    await host.idle()
    let recorder = try app.startRecording(to: file.path, host: host, size: size)
    for key in [Key.enter, .enter, .character("e"), .end] + " and eggs".map(Key.character) + [.enter] {
      _ = host.render(size: size)
      host.send(key)
      await host.idle()
    }
    _ = host.render(size: size)
    app.finishRecording(recorder, host: host)
    let recording = try Recording(contentsOf: file)
    #expect(recording.finalScreen?.contains("Groceries and eggs") == true)
    #expect(recording.events.contains { $0.route?.hasSuffix("/edit") == true })
    await expectReplayMatchesRecording(at: file) { try await NotebookApp.replay(recordingAt: $0) }
  }
}

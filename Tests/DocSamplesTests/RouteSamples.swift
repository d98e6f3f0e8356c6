import Foundation
import Observation
import Switchyard
import SwitchyardTesting
import Testing

// The code samples of the routes, restoration, palette, graph and recording documentation,
// compiled and run: the Coordinators samples' notes app (NavigationSamples.swift) made routable.

/// The notes that exist.
let knownNotes: Set<Note.ID> = [1, 2, 3]

extension NotesCoordinator.Destination: RouteDestination {
  static var routes: [RouteCase<Self>] {
    [
      .pushed("notes/{note}", Self.note),
      .presented("new", .compose, as: .sheet),
    ]
  }
}

extension NotesCoordinator: RoutableStack {
  func routeProblem(with destination: Destination) -> String? {
    guard case .note(let id) = destination, !knownNotes.contains(id) else { return nil }
    return "there is no note \(id)"
  }
}

extension NoteFlow.Destination: RouteDestination {
  static var routes: [RouteCase<Self>] {
    [
      .pushed("notes/{note}", Self.note),
      .presented("edit", Self.edit, after: Self.note, as: .sheet),
    ]
  }
}

extension NoteFlow: RoutableFlowProvider {}

extension SearchCoordinator.Destination: RouteDestination {
  static var routes: [RouteCase<Self>] { [.embedding(Self.note, in: NoteFlow.self)] }
}

extension SearchCoordinator: RoutableStack {}

extension MainTabs: RoutableTabs {
  static func flowType(forTab tab: Tab) -> (any FlowGraphDescribing.Type)? { NotesCoordinator.self }
}

extension AppCoordinator: RoutableVariant {
  var routableFlow: (any RoutableCoordinator)? {
    switch variant {
    case .signedOut(let notes): notes
    case .signedIn(let tabs): tabs
    }
  }

  static var variantFlows: [(name: String, flow: any FlowGraphDescribing.Type)] {
    [("signed out", NotesCoordinator.self), ("signed in", MainTabs.self)]
  }
}

/// An editor's model, made by its scene.
@Observable @MainActor
final class EditorModel {
  var title = ""
}

/// An editor's scene.
struct EditorScene: View {
  @StateObject var model: EditorModel

  init(model: @autoclosure @escaping () -> EditorModel) {
    _model = StateObject(wrappedValue: model())
  }

  var body: some View { Text(model.title) }
}

/// A model with a query typed into it.
@Observable @MainActor
final class QueryModel {
  var query = ""
}

/// The app under its palette.
@MainActor
func paletteRoot(palette: CommandPalette, coordinator: AppCoordinator) -> some View {
  CommandPaletteContainer(palette: palette) {
    AppShell { AppCoordinator.rootView(with: coordinator) }
  }
}

@MainActor
@Suite("Routes documentation samples")
struct RouteSamples {
  @Test("a route reads from and writes to its URL")
  func routeURL() throws {
    let route = try Route(parsing: "notes://notebooks/2/notes/7", scheme: "notes")
    #expect(route.segments == ["notebooks", "2", "notes", "7"])
    #expect(route.url(scheme: "notes") == "notes://notebooks/2/notes/7")
  }

  @Test("a destination reads from a route reader, from its one declaration")
  func readDestination() throws {
    var reader = RouteReader(Route(["notes", "7"]))
    let note = try NoteFlow.Destination.read(from: &reader, after: [])  // .note(7)
    #expect(note == .note(7))
    #expect(note?.routeSegments(after: []) == ["notes", "7"])
  }

  @Test("opening a route is all or nothing; a snapshot restores every tab")
  func openAndRestore() throws {
    let app = AppCoordinator()
    app.signIn()
    var status = ""
    do throws(RouteError) {
      try app.open(Route(parsing: "notes://archive/notes/7", scheme: "notes"))
    } catch {
      status = error.message  // "there is no note 7"; the app stays where it was
    }
    #expect(status == "there is no note 7" && app.route == Route(["notes"]))
    try app.open(Route(["archive", "notes", "2", "new"]))
    let restored = AppCoordinator()
    restored.signIn()
    let snapshot = app.navigationSnapshot
    // … quit, start again …
    let dropped = restored.restore(snapshot)  // the routes that no longer resolved, and why
    #expect(dropped.isEmpty && restored.route == Route(["archive", "notes", "2", "new"]))
  }

  @Test("restoration saves to a JSON file and restores from it; a route observer sees each change")
  func restoration() async throws {
    let stateFolder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID())").path
    try FileManager.default.createDirectory(atPath: stateFolder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: stateFolder) }
    let work = WorkTracker()
    let app = AppCoordinator()
    app.signIn()
    var visited: [Route] = []
    let observer = RouteObserver(root: app, work: work) { route in visited.append(route) }
    let store = JSONFileNavigationStore(path: stateFolder + "/navigation.json")
    let restoration = NavigationRestoration(root: app, store: store, work: work)
    let dropped = restoration.restore()  // places that no longer resolve, opened at their parent
    restoration.startAutosave()
    // … when quitting:
    restoration.saveNow()
    try app.open(Route(["archive", "notes", "3"]))
    await work.idle()  // the change has been saved
    #expect(restoration.saved?.current == Route(["archive", "notes", "3"]))
    #expect(dropped.isEmpty && visited == [Route(["notes"]), Route(["archive", "notes", "3"])])
    #expect(try store.loadSnapshot()?.current == Route(["archive", "notes", "3"]))
    observer.stop()
  }

  @Test("the palette, the fuzzy ranking and the flow graph")
  func paletteAndGraph() {
    let app = AppCoordinator()
    let palette = CommandPalette(scheme: "notes", root: { app })
    let host = ViewHost {
      CommandPaletteContainer(palette: palette) { AppShell { AppCoordinator.rootView(with: app) } }
    }
    palette.host = host
    #expect(FuzzyMatch.score("pltu", in: "Plant tulips") != nil)
    #expect(FuzzyMatch.score("xyz", in: "Plant tulips") == nil)
    do {
      let pattern = FuzzyMatch.Pattern("milk")
      let matches = ["Buy oat milk", "Call mum"].filter { pattern.score(in: $0) != nil }
      #expect(matches == ["Buy oat milk"])
    }
    let graph = FlowGraph(root: AppCoordinator.self)
    let text = graph.mermaid
    #expect(text.contains("NoteFlow") == false && text.contains("MainTabs"))
    _ = host.render(size: Size(width: 60, height: 10))
    _ = HeadlessRenderer.render(paletteRoot(palette: palette, coordinator: app), width: 60, height: 10)
  }

  @Test("a made model gets a saved draft; a view reads typed keys")
  func viewHooks() {
    let savedTitle = "Dear Ada"
    let model = QueryModel()
    let harness = HeadlessHarness(width: 30, height: 3) {
      VStack {
        EditorScene(model: EditorModel())
          .onStateObjectMade { object in (object as? EditorModel)?.title = savedTitle }
        Text("> " + model.query)
          .onKeyPress(takesText: true) { key in
            guard let character = key.typedCharacter else { return false }
            model.query.append(character)
            return true
          }
      }
    }
    harness.type("hi")
    #expect(harness.screen.hasPrefix("Dear Ada\n> hi"))
  }

  @Test("a session recorded, read back and replayed")
  func recording() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID()).jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    let app = AppCoordinator()
    let host = ViewHost { AppCoordinator.rootView(with: app) }
    _ = host.render(size: Size(width: 40, height: 8))
    var start = RecordedEvent(.start, t: 0)
    start.version = 1
    (start.width, start.height) = (40, 8)
    let recorder = try Recorder(path: file.path, start: start)
    recorder.attach(to: host)
    recorder.record(route: "notes://notebooks")
    host.send(.enter)
    recorder.recordScreen(of: host)
    let recording = try Recording(contentsOf: file)
    let screen = recording.finalScreen
    let fresh = AppCoordinator()
    do {
      let host = ViewHost { AppCoordinator.rootView(with: fresh) }
      let replayer = Replayer(recording: recording, host: host)
      let replayed = await replayer.run(advance: { _ in })
      #expect(replayed == screen)
    }
  }

  @Test("a seeded generator gives the same keys every run")
  func seeded() {
    var random = SeededRandomNumberGenerator(seed: 42)
    let key = [Key.up, .down, .enter].randomElement(using: &random)!
    var again = SeededRandomNumberGenerator(seed: 42)
    #expect([Key.up, .down, .enter].randomElement(using: &again)! == key)
  }
}

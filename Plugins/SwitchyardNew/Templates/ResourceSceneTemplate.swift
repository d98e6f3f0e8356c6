/// `scene <Name> --resource`: a scene that loads its rows through a service and shows each
/// state — loading (a spinner), loaded (the rows, or a line saying there are none), failed
/// (what went wrong, and `r` to try again).
///
/// The states are written with what the framework has today (`ProgressView`, a list's empty
/// text, a danger-styled line); the whole template is this one file, so a framework type for
/// component states can replace the phase and its rendering here alone. The row type is the
/// plain scene's.
enum ResourceSceneTemplate {
  static func component(_ name: TypeName) -> String {
    #"""
    import Switchyard

    /// What the \#(name.title) scene reports to its coordinator.
    enum \#(name)Event: Equatable, Sendable {
      /// The user opened a row (Enter).
      case open(\#(name)Row.ID)
    }

    /// Where the \#(name.title) scene's rows are: loading, loaded (perhaps none), or failed.
    enum \#(name)Phase: Equatable, Sendable {
      case loading
      case loaded([\#(name)Row])
      /// The load failed; what went wrong, for the user.
      case failed(String)
    }

    /// What the \#(name.title) scene shows and can do: implemented by the live model and by a mock.
    @MainActor
    protocol \#(name)ComponentModelProtocol: ComponentModel where Event == \#(name)Event {
      var phase: \#(name)Phase { get }
      var selectedID: \#(name)Row.ID? { get set }
      /// Loads the rows: when the scene appears, and again when the user retries.
      func load()
      func open(_ id: \#(name)Row.ID)
    }

    /// The \#(name.title) scene: a spinner while its rows load, then the rows (Enter opens one),
    /// a line when there are none, or what went wrong and `r` to try again.
    struct \#(name)Component<Model: \#(name)ComponentModelProtocol>: View {
      @StateObject var model: Model

      init(model: @autoclosure @escaping () -> Model) {
        _model = StateObject(wrappedValue: model())
      }

      var body: some View {
        VStack {
          switch model.phase {
          case .loading:
            ProgressView("Loading…")
          case .loaded(let rows):
            List(
              rows, selection: Binding(model, \.selectedID), emptyText: "Nothing here yet.",
              onSubmit: { model.open($0.id) }
            ) { row in
              Text(row.title)
            }
          case .failed(let message):
            VStack {
              Text("✗ \(message)").foregroundStyle(.danger).wrapped()
              Text("Press r to try again.").foregroundStyle(.muted)
            }
            .onKey(.character("r"), hint: "retry") { model.load() }
          }
        }
        .onAppear { model.load() }
      }
    }

    """#
  }

  /// The live model: loads through `fetch` (a service call) as scene work.
  static func liveModel(_ name: TypeName) -> String {
    #"""
    import Observation
    import Switchyard

    /// The live \#(name.title) scene: loads its rows with `fetch` (a service call) as scene work,
    /// cancelled if the scene leaves the flow first.
    @Observable @MainActor
    final class \#(name)ComponentModel: \#(name)ComponentModelProtocol {
      var onEvent: (\#(name)Event) -> Void = { _ in }
      private(set) var phase = \#(name)Phase.loading
      var selectedID: \#(name)Row.ID?
      @ObservationIgnored private let fetch: @Sendable () async throws -> [\#(name)Row]
      @ObservationIgnored private let work: SceneTasks

      /// The scene loading its rows with `fetch`; `tracker` counts the loads, so a test can await them.
      init(tracker: WorkTracker? = nil, fetch: @escaping @Sendable () async throws -> [\#(name)Row]) {
        self.fetch = fetch
        work = SceneTasks(tracker: tracker)
      }

      /// Loads the rows again. Rows shown stay until the new ones come; after a failure the
      /// spinner shows while it tries again.
      func load() {
        if case .failed = phase { phase = .loading }
        work.run { [weak self, fetch] in
          let rows = try await fetch()
          self?.phase = .loaded(rows)
        } failed: { [weak self] error in
          self?.phase = .failed(String(describing: error))
        }
      }

      func open(_ id: \#(name)Row.ID) { onEvent(.open(id)) }
    }

    """#
  }

  static func mock(_ name: TypeName) -> String {
    #"""
    import Observation
    import Switchyard

    /// A \#(name.title) scene for snapshots, previews and tests: a fixed phase, and a record of
    /// what was asked.
    @Observable @MainActor
    final class \#(name)ComponentModelMock: \#(name)ComponentModelProtocol {
      var onEvent: (\#(name)Event) -> Void = { _ in }
      var phase: \#(name)Phase
      var selectedID: \#(name)Row.ID?
      private(set) var loads = 0
      private(set) var opened: [\#(name)Row.ID] = []

      init(phase: \#(name)Phase = .loaded(\#(name)Row.samples)) {
        self.phase = phase
      }

      func load() { loads += 1 }

      func open(_ id: \#(name)Row.ID) {
        opened.append(id)
        onEvent(.open(id))
      }
    }

    extension \#(name)Row {
      /// Rows for snapshots, previews and tests.
      static let samples = [
        \#(name)Row(id: 1, title: "First row"), \#(name)Row(id: 2, title: "Second row"),
        \#(name)Row(id: 3, title: "Third row"),
      ]
    }

    """#
  }

  /// Each state drawn with the mock, and `r` after a failure.
  static func componentTests(_ name: TypeName, module: String) -> String {
    #"""
    import Switchyard
    import SwitchyardTesting
    import Testing

    @testable import \#(module)

    /// The \#(name.title) scene in each state, drawn with its mock and compared with the text
    /// recorded in `__Snapshots__` (after a change, re-record with `SNAPSHOT_RECORD=1 swift test`
    /// and read the diff before committing).
    @MainActor
    @Suite("\#(name.title) scene")
    struct \#(name)ComponentTests {
      @Test(
        "each state: loading, loaded, loaded with no rows, failed",
        arguments: [
          ("loading", \#(name)Phase.loading), ("loaded", .loaded(\#(name)Row.samples)), ("empty", .loaded([])),
          ("failed", .failed("The server did not answer.")),
        ])
      func state(name: String, phase: \#(name)Phase) {
        let mock = \#(name)ComponentModelMock(phase: phase)
        assertSnapshot(of: \#(name)Component(model: mock), width: 30, height: 4, named: name)
      }

      @Test("after a failure, r loads again")
      func retry() {
        let mock = \#(name)ComponentModelMock(phase: .failed("The server did not answer."))
        let harness = HeadlessHarness(width: 30, height: 4) { \#(name)Component(model: mock) }
        let loads = mock.loads
        harness.press(.character("r"))
        #expect(mock.loads == loads + 1)
      }
    }

    """#
  }

  /// The live model's loads, through a fetch that answers from a list.
  static func modelTests(_ name: TypeName, module: String) -> String {
    #"""
    import Switchyard
    import Testing

    @testable import \#(module)

    @MainActor
    @Suite("\#(name.title) live model")
    struct \#(name)ComponentModelTests {
      @Test("loading, then the rows")
      func loads() async {
        let tracker = WorkTracker()
        let model = \#(name)ComponentModel(tracker: tracker) { \#(name)Row.samples }
        #expect(model.phase == .loading)
        model.load()
        await tracker.idle()
        #expect(model.phase == .loaded(\#(name)Row.samples))
      }

      @Test("a failure says what went wrong; loading again shows the spinner, then the rows")
      func failureThenRetry() async {
        let answers = \#(name)Answers([.failure(\#(name)Unavailable()), .success(\#(name)Row.samples)])
        let tracker = WorkTracker()
        let model = \#(name)ComponentModel(tracker: tracker) { try await answers.next() }
        model.load()
        await tracker.idle()
        #expect(model.phase == .failed("The server did not answer."))
        model.load()
        #expect(model.phase == .loading)
        await tracker.idle()
        #expect(model.phase == .loaded(\#(name)Row.samples))
      }
    }

    /// A fetch's answers, one per call.
    private actor \#(name)Answers {
      private var answers: [Result<[\#(name)Row], any Error>]

      init(_ answers: [Result<[\#(name)Row], any Error>]) {
        self.answers = answers
      }

      func next() throws -> [\#(name)Row] {
        try answers.removeFirst().get()
      }
    }

    /// A service that is down.
    private struct \#(name)Unavailable: Error, CustomStringConvertible {
      var description: String { "The server did not answer." }
    }

    """#
  }
}

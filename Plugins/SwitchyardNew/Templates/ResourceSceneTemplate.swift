/// `scene <Name> --resource`: a scene that loads its rows through a service and designs each
/// state with the framework's component states — loading (a spinner after a short delay), the
/// rows, none yet (a title and a message), failed (what went wrong, and Retry on `r`) — drawn
/// by `ComponentStateView` as every scene of the app draws them. The row type is the plain
/// scene's.
enum ResourceSceneTemplate {
  static func component(_ name: TypeName) -> String {
    #"""
    import Switchyard

    /// What the \#(name.title) scene reports to its coordinator.
    enum \#(name)Event: Equatable, Sendable {
      /// The user opened a row (Enter).
      case open(\#(name)Row.ID)
    }

    /// What the \#(name.title) scene shows and can do: implemented by the live model and by a mock.
    @MainActor
    protocol \#(name)ComponentModelProtocol: ComponentModel where Event == \#(name)Event {
      /// The rows, or why there are none: loading, none yet, or a failed load.
      var state: ComponentState<[\#(name)Row]> { get }
      var selectedID: \#(name)Row.ID? { get set }
      /// Loads the rows: when the scene appears, and again when the user retries.
      func load()
      func open(_ id: \#(name)Row.ID)
    }

    extension \#(name)ComponentModelProtocol {
      /// The state once `rows` have loaded: the rows, or the designed empty state.
      func loaded(_ rows: [\#(name)Row]) -> ComponentState<[\#(name)Row]> {
        guard rows.isEmpty else { return .ready(rows) }
        return .empty(StateInfo("Nothing here yet", message: "What the service holds shows here."))
      }

      /// The state after a failed load: what went wrong, and Retry (`r`) to load again.
      func failed(_ message: String) -> ComponentState<[\#(name)Row]> {
        .error(
          StateInfo("Could not load the rows", message: message, action: .retry { [weak self] in self?.load() }))
      }
    }

    /// The \#(name.title) scene: its rows (Enter opens one) once loaded; each other state drawn
    /// by `ComponentStateView`.
    struct \#(name)Component<Model: \#(name)ComponentModelProtocol>: View {
      @StateObject var model: Model

      init(model: @autoclosure @escaping () -> Model) {
        _model = StateObject(wrappedValue: model())
      }

      var body: some View {
        ComponentStateView(model.state) { rows in
          List(rows, selection: Binding(model, \.selectedID), onSubmit: { model.open($0.id) }) { row in
            Text(row.title)
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
      private(set) var state: ComponentState<[\#(name)Row]> = .loading
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
        if case .error = state { state = .loading }
        work.run { [weak self, fetch] in
          let rows = try await fetch()
          guard let self else { return }
          state = loaded(rows)
        } failed: { [weak self] error in
          guard let self else { return }
          state = failed(String(describing: error))
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

    /// A \#(name.title) scene for snapshots, previews and tests: a fixed state, and a record of
    /// what was asked.
    @Observable @MainActor
    final class \#(name)ComponentModelMock: \#(name)ComponentModelProtocol {
      var onEvent: (\#(name)Event) -> Void = { _ in }
      var state: ComponentState<[\#(name)Row]>
      var selectedID: \#(name)Row.ID?
      private(set) var loads = 0
      private(set) var opened: [\#(name)Row.ID] = []

      /// A mock showing `rows` (nil: still loading; empty: none yet).
      init(rows: [\#(name)Row]? = \#(name)Row.samples) {
        state = .loading
        if let rows { state = loaded(rows) }
      }

      /// A mock whose load failed with `message` (Retry calls ``load()``).
      init(failure message: String) {
        state = .loading
        state = failed(message)
      }

      func load() { loads += 1 }

    \#(SceneParts.mockEnd(name))

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
      @Test("each state: loading (the spinner, after its short delay), loaded, none yet, failed")
      func states() {
        let mocks = [
          ("loading", \#(name)ComponentModelMock(rows: nil)), ("loaded", \#(name)ComponentModelMock()),
          ("empty", \#(name)ComponentModelMock(rows: [])),
          ("failed", \#(name)ComponentModelMock(failure: "The server did not answer.")),
        ]
        for (name, mock) in mocks {
          let harness = HeadlessHarness(width: 30, height: 5) { \#(name)Component(model: mock) }
          for _ in 0..<3 { harness.host.advanceAnimation() }  // past the spinner's delay
          assertSnapshot(of: harness.screen, named: name)
        }
      }

      @Test("after a failure, r and the Retry button load again")
      func retry() {
        let mock = \#(name)ComponentModelMock(failure: "The server did not answer.")
        let harness = HeadlessHarness(width: 30, height: 5) { \#(name)Component(model: mock) }
        let loads = mock.loads
        harness.press(.character("r"), .enter)
        #expect(mock.loads == loads + 2)
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
        #expect(model.state.isLoading)
        model.load()
        await tracker.idle()
        #expect(model.state == .ready(\#(name)Row.samples))
      }

      @Test("a failure says what went wrong; Retry shows the spinner, then the rows")
      func failureThenRetry() async {
        let answers = \#(name)Answers([.failure(\#(name)Unavailable()), .success(\#(name)Row.samples)])
        let tracker = WorkTracker()
        let model = \#(name)ComponentModel(tracker: tracker) { try await answers.next() }
        model.load()
        await tracker.idle()
        guard case .error(let info) = model.state else {
          Issue.record("not failed: \(model.state)")
          return
        }
        #expect(info.message == "The server did not answer." && info.action?.title == "Retry")
        info.action?.perform()
        #expect(model.state.isLoading)
        await tracker.idle()
        #expect(model.state == .ready(\#(name)Row.samples))
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

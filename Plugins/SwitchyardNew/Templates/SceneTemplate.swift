/// `scene <Name>`: a list scene — the component and its model protocol, a row type, a live model
/// that keeps its own rows, a mock — and its tests. `--from-cache` swaps the live model for a
/// projection of a `DataCache` (SceneTemplate+FromCache); `--resource` is a scene of its own
/// (ResourceSceneTemplate).
enum SceneTemplate {
  /// The event, the model protocol and the component.
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
      var rows: [\#(name)Row] { get }
      var selectedID: \#(name)Row.ID? { get set }
      func open(_ id: \#(name)Row.ID)
    }

    /// The \#(name.title) scene: a list of rows; Enter opens one.
    struct \#(name)Component<Model: \#(name)ComponentModelProtocol>: View {
      @StateObject var model: Model

      init(model: @autoclosure @escaping () -> Model) {
        _model = StateObject(wrappedValue: model())
      }

      var body: some View {
        List(
          model.rows, selection: Binding(model, \.selectedID), emptyText: "Nothing here yet.",
          onSubmit: { model.open($0.id) }
        ) { row in
          Text(row.title)
        }
      }
    }

    """#
  }

  /// The row type: what the scene shows, made by the live model from whatever the app keeps.
  static func row(_ name: TypeName) -> String {
    #"""
    /// One row of the \#(name.title) scene: what the list shows, made by the live model from
    /// whatever the app keeps.
    struct \#(name)Row: Identifiable, Equatable, Sendable {
      let id: Int
      var title: String
    }

    """#
  }

  /// The live model of a plain scene: it keeps the rows it is given.
  static func liveModel(_ name: TypeName) -> String {
    #"""
    import Observation
    import Switchyard

    /// The live \#(name.title) scene: the rows it was given, kept while the scene is on screen.
    @Observable @MainActor
    final class \#(name)ComponentModel: \#(name)ComponentModelProtocol {
      var onEvent: (\#(name)Event) -> Void = { _ in }
      var rows: [\#(name)Row]
      var selectedID: \#(name)Row.ID?

      init(rows: [\#(name)Row] = []) {
        self.rows = rows
      }

      func open(_ id: \#(name)Row.ID) { onEvent(.open(id)) }
    }

    """#
  }

  /// The mock, and the sample rows it shows.
  static func mock(_ name: TypeName) -> String {
    #"""
    import Observation
    import Switchyard

    /// A \#(name.title) scene for snapshots, previews and tests: fixed rows, and a record of
    /// what was asked.
    @Observable @MainActor
    final class \#(name)ComponentModelMock: \#(name)ComponentModelProtocol {
      var onEvent: (\#(name)Event) -> Void = { _ in }
      var rows: [\#(name)Row]
      var selectedID: \#(name)Row.ID?
      private(set) var opened: [\#(name)Row.ID] = []

      init(rows: [\#(name)Row] = \#(name)Row.samples) {
        self.rows = rows
      }

    \#(SceneParts.mockEnd(name))

    """#
  }

  /// The component drawn with its mock (snapshots) and driven with keys.
  static func componentTests(_ name: TypeName, module: String) -> String {
    #"""
    import Switchyard
    import SwitchyardTesting
    import Testing

    @testable import \#(module)

    /// The \#(name.title) scene drawn with its mock and compared with the text recorded in
    /// `__Snapshots__` (after a change, re-record with `SNAPSHOT_RECORD=1 swift test` and read the
    /// diff before committing).
    @MainActor
    @Suite("\#(name.title) scene")
    struct \#(name)ComponentTests {
      @Test("the rows, the first one highlighted")
      func rows() {
        let mock = \#(name)ComponentModelMock()
        assertSnapshot(of: \#(name)Component(model: mock), width: 30, height: 4, named: "rows")
      }

      @Test("no rows: the list says so")
      func empty() {
        let mock = \#(name)ComponentModelMock(rows: [])
        assertSnapshot(of: \#(name)Component(model: mock), width: 30, height: 4, named: "empty")
      }

      @Test("↓ then Enter opens the second row")
      func open() {
        let mock = \#(name)ComponentModelMock()
        let harness = HeadlessHarness(width: 30, height: 4) { \#(name)Component(model: mock) }
        harness.press(.down, .enter)
        #expect(mock.opened == [2])
      }
    }

    """#
  }

  /// The plain live model's test.
  static func modelTests(_ name: TypeName, module: String) -> String {
    #"""
    import Switchyard
    import Testing

    @testable import \#(module)

    @MainActor
    @Suite("\#(name.title) live model")
    struct \#(name)ComponentModelTests {
      @Test("opening a row reports it to the coordinator")
      func open() {
        let model = \#(name)ComponentModel(rows: \#(name)Row.samples)
        var events: [\#(name)Event] = []
        model.onEvent = { events.append($0) }
        model.open(2)
        #expect(events == [.open(2)])
        #expect(model.rows == \#(name)Row.samples)
      }
    }

    """#
  }
}

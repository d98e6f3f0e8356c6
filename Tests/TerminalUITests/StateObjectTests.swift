import Observation
import TerminalUI
import Testing

/// A model that counts how many were made and keeps what was typed.
@Observable @MainActor
final class DraftModel {
  nonisolated(unsafe) static var made = 0
  var text = ""
  init() { Self.made += 1 }
}

/// A component that owns its model, as a scene does.
struct DraftEditor: View {
  /// The model the last drawn editor showed.
  nonisolated(unsafe) static weak var drawn: DraftModel?
  @StateObject var model: DraftModel
  var body: some View {
    Self.drawn = model
    return TextField("Draft", text: Binding(get: { model.text }, set: { model.text = $0 }))
  }
}

/// Whether the editor is shown, and whether the scope around it is active.
@Observable @MainActor
final class EditorSwitch {
  var showsEditor = true
  var scopeActive = true
}

@MainActor
@Suite("StateObject: models owned by views", .serialized)
struct StateObjectTests {
  @Test("a model made in a view survives frames and keys: typed text stays, one model is made")
  func survivesFrames() {
    DraftModel.made = 0
    let harness = HeadlessHarness(width: 30, height: 3) { DraftEditor(model: DraftModel()) }
    harness.type("buy milk")
    #expect(harness.screen.contains("buy milk"))
    #expect(DraftModel.made == 1)
  }

  @Test("the model is released at the first frame without its view")
  func releasedWhenGone() {
    let state = EditorSwitch()
    weak var model: DraftModel?
    let harness = HeadlessHarness(width: 30, height: 3) {
      if state.showsEditor { DraftEditor(model: DraftModel()) }
    }
    model = Self.drawnModel(harness)
    #expect(model != nil)
    state.showsEditor = false
    _ = harness.screen
    #expect(model == nil)
  }

  @Test("inside a scope that is not drawn, the model waits while the scope is active")
  func keptWhileScopeActive() {
    let state = EditorSwitch()
    weak var model: DraftModel?
    let harness = HeadlessHarness(width: 30, height: 3) {
      if state.showsEditor {
        DraftEditor(model: DraftModel()).keepingState(while: { state.scopeActive }).id("scene")
      }
    }
    model = Self.drawnModel(harness)
    state.showsEditor = false
    _ = harness.screen
    #expect(model != nil, "covered, but its scope is still active")
    state.showsEditor = true
    #expect(Self.drawnModel(harness) === model, "shown again: the same model")
    state.showsEditor = false
    state.scopeActive = false
    _ = harness.screen
    #expect(model == nil, "scope ended while not drawn")
  }

  @Test("a drawn scope releases the models of views no longer inside it")
  func drawnScopePrunes() {
    let state = EditorSwitch()
    weak var model: DraftModel?
    let harness = HeadlessHarness(width: 30, height: 3) {
      VStack {
        Text("scene")
        if state.showsEditor { DraftEditor(model: DraftModel()) }
      }
      .keepingState(while: { true }).id("scene")
    }
    model = Self.drawnModel(harness)
    #expect(model != nil)
    state.showsEditor = false
    _ = harness.screen
    #expect(model == nil)
  }

  @Test("a scope inside an ended scope ends too")
  func nestedScopes() {
    let state = EditorSwitch()
    weak var model: DraftModel?
    let harness = HeadlessHarness(width: 30, height: 3) {
      if state.showsEditor {
        DraftEditor(model: DraftModel()).keepingState(while: { true }).id("inner")
          .keepingState(while: { state.scopeActive }).id("outer")
      }
    }
    model = Self.drawnModel(harness)
    state.showsEditor = false
    _ = harness.screen
    #expect(model != nil)
    state.scopeActive = false
    _ = harness.screen
    #expect(model == nil)
  }

  @Test("a mock handed in is the model the view keeps")
  func mockIsKept() {
    let mock = DraftModel()
    mock.text = "from the mock"
    let screen = HeadlessRenderer.render(DraftEditor(model: mock), width: 30, height: 1)
    #expect(screen.contains("from the mock"))
  }

  @Test("a view read outside any host makes its model once and keeps it")
  func outsideHost() {
    DraftModel.made = 0
    let editor = DraftEditor(model: DraftModel())
    #expect(editor.model === editor.model)
    #expect(DraftModel.made == 1)
  }

  /// Draws a frame and returns the model the editor on screen shows.
  private static func drawnModel(_ harness: HeadlessHarness) -> DraftModel? {
    DraftEditor.drawn = nil
    _ = harness.screen
    return DraftEditor.drawn
  }
}

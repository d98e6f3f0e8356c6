import Observation
import Switchyard
import Testing

@testable import NotebookKit

/// A weak reference to a scene's model.
struct WeakModel {
  weak var object: AnyObject?
}

/// Draws `scene` and hands its model to `found` once the scene has appeared (its `@StateObject`
/// bound by then), so a test can hold it weakly. Switchyard has no public way to reach the model
/// a scene owns, so the test wraps the flow's scenes in this.
struct ModelProbe<Scene: View, Model: AnyObject>: View {
  let scene: Scene
  let model: @MainActor (Scene) -> Model
  let found: @MainActor (Model) -> Void

  var body: some View {
    scene.onAppear { found(model(scene)) }
  }
}

/// A stack that hosts the real note flow as the app's tabs do, with a probe around its scenes.
@Observable @MainActor
final class ProbeHost: NavigationStackCoordinator, ModalPresenter, AlertPresenter {
  enum Destination: NavigationDestination {
    case note(NoteFlow.Destination)
  }

  var path: [Destination] = []
  var modalCover: ModalCoverModel<Destination>?
  var alertModel: AlertModel?
  @ObservationIgnored var models: [NoteFlow.Destination: WeakModel] = [:]
  @ObservationIgnored let container: NotebookContainer
  @ObservationIgnored lazy var noteFlow = NoteFlow(
    container: container, navigation: .embedded(in: self, as: Destination.note))

  init(container: NotebookContainer) {
    self.container = container
  }

  static func rootView(with coordinator: ProbeHost) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Probe") { Text("root") }
  }

  func scene(for destination: Destination) -> some View {
    switch destination {
    case .note(let inner):
      switch inner {
      case .note(let id):
        ModelProbe(scene: noteFlow.noteScene(id), model: { $0.model }) { [weak self] in
          self?.models[inner] = WeakModel(object: $0)
        }
      case .edit(let id):
        ModelProbe(scene: noteFlow.editorScene(.existing(id)), model: { $0.model }) { [weak self] in
          self?.models[inner] = WeakModel(object: $0)
        }
      case .create(let notebook):
        ModelProbe(scene: noteFlow.editorScene(.new(in: notebook)), model: { $0.model }) { [weak self] in
          self?.models[inner] = WeakModel(object: $0)
        }
      }
    }
  }
}

@MainActor
@Suite("Scene models live exactly as long as their screens")
struct SceneModelLifetimeTests {
  @Test("a note's model outlives the sheet over it and goes when its screen is popped")
  func poppedNoteReleasesModel() async {
    let host = ProbeHost(container: await Fixture.container())
    let harness = HeadlessHarness(width: 60, height: 12) { ProbeHost.rootView(with: host) }
    host.noteFlow.open(Fixture.groceries.id)
    harness.press(.character("e"))
    _ = harness.screen
    weak let note = host.models[.note(Fixture.groceries.id)]?.object
    weak let editor = host.models[.edit(Fixture.groceries.id)]?.object
    #expect(note != nil && editor != nil)
    harness.press(.escape)
    _ = harness.screen
    #expect(editor == nil, "the edit sheet was dismissed")
    #expect(note != nil, "the note is still on the stack")
    harness.press(.escape)
    _ = harness.screen
    #expect(host.path.isEmpty)
    #expect(note == nil, "the note was popped")
  }

  @Test("typing in the edit sheet keeps the text: its model is made once, not on every frame")
  func editorModelMadeOnce() async {
    let host = ProbeHost(container: await Fixture.container())
    let harness = HeadlessHarness(width: 60, height: 12) { ProbeHost.rootView(with: host) }
    host.noteFlow.open(Fixture.groceries.id)
    harness.press(.character("e"), .end)
    weak let editor = host.models[.edit(Fixture.groceries.id)]?.object
    harness.type(" and eggs")
    #expect((editor as? NoteEditorComponentModel)?.title == "Groceries and eggs")
    #expect(harness.screen.contains("Groceries and eggs"))
  }
}

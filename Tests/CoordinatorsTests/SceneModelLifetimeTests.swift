import Coordinators
import Observation
import TerminalUI
import TestFlows
import Testing

/// A scene model that registers itself, so tests can hold it weakly.
@Observable @MainActor
final class ProbeModel {
  nonisolated(unsafe) static var made: [String: Int] = [:]
  let name: String
  var text = ""
  init(name: String) {
    self.name = name
    Self.made[name, default: 0] += 1
  }
}

struct WeakProbe {
  weak let model: ProbeModel?
}

/// A scene owning its model, written the way a FuturedKit developer writes one.
struct ProbeComponent: View {
  /// The models drawn since the last reset, held weakly.
  nonisolated(unsafe) static var drawn: [String: WeakProbe] = [:]
  static func shown(_ name: String) -> ProbeModel? { drawn[name]?.model }
  @StateObject var model: ProbeModel
  var body: some View {
    Self.drawn[model.name] = WeakProbe(model: model)
    return TextField(model.name, text: Binding(get: { model.text }, set: { model.text = $0 }))
  }
}

@Observable @MainActor
final class ProbeStack: NavigationStackCoordinator, ModalPresenter {
  var path: [NoteDestination] = []
  var modalCover: ModalCoverModel<NoteDestination>?
  static func rootView(with coordinator: ProbeStack) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Probe") {
      ProbeComponent(model: ProbeModel(name: "root"))
    }
  }
  func scene(for destination: NoteDestination) -> some View {
    ProbeComponent(model: ProbeModel(name: "\(destination)"))
  }
}

@Observable @MainActor
final class ProbeTabs: TabCoordinator {
  var selectedTab = NotesTab.notes
  let notes = ProbeStack()
  let archive = ProbeStack()
  static func rootView(with coordinator: ProbeTabs) -> some View {
    TabViewFlow(coordinator: coordinator) { tab in
      switch tab {
      case .notes: ProbeStack.rootView(with: coordinator.notes)
      case .archive: ProbeStack.rootView(with: coordinator.archive)
      }
    }
  }
}

@MainActor
@Suite("Scene models live as long as their destination", .serialized)
struct SceneModelLifetimeTests {
  init() {
    ProbeModel.made = [:]
    ProbeComponent.drawn = [:]
  }

  @Test("typing into a pushed scene keeps the text: its model is made once, not once per frame")
  func madeOnce() {
    let stack = ProbeStack()
    stack.path = [.compose]
    let harness = HeadlessHarness(width: 40, height: 6) { ProbeStack.rootView(with: stack) }
    harness.type("hello")
    #expect(harness.screen.contains("hello"))
    #expect(ProbeModel.made["compose"] == 1)
  }

  @Test("a covered screen keeps its model; popping releases the top one and shows the same model below")
  func stackLifetime() {
    let stack = ProbeStack()
    let harness = HeadlessHarness(width: 40, height: 6) { ProbeStack.rootView(with: stack) }
    stack.navigate(to: .folder("A"))
    _ = harness.screen
    weak let folder = ProbeComponent.shown("folder(\"A\")")
    stack.navigate(to: .note("1"))
    _ = harness.screen
    weak let note = ProbeComponent.shown("note(\"1\")")
    #expect(folder != nil && note != nil)
    stack.pop()
    _ = harness.screen
    #expect(note == nil)
    #expect(ProbeComponent.shown("folder(\"A\")") === folder)
    #expect(ProbeModel.made["folder(\"A\")"] == 1)
    stack.popToRoot()
    ProbeComponent.drawn = [:]
    _ = harness.screen
    #expect(folder == nil)
  }

  @Test("a modal's model lives while it is shown and goes when it is dismissed")
  func modalLifetime() {
    let stack = ProbeStack()
    let harness = HeadlessHarness(width: 40, height: 8) { ProbeStack.rootView(with: stack) }
    stack.present(modal: .compose, type: .sheet)
    harness.type("draft")
    weak let compose = ProbeComponent.shown("compose")
    #expect(compose?.text == "draft")
    harness.press(.escape)
    ProbeComponent.drawn = [:]
    _ = harness.screen
    #expect(compose == nil)
    #expect(stack.modalCover == nil)
  }

  @Test("a full-screen cover hides the stack without releasing its screens' models")
  func coverKeepsStack() {
    let stack = ProbeStack()
    stack.path = [.folder("A")]
    let harness = HeadlessHarness(width: 40, height: 8) { ProbeStack.rootView(with: stack) }
    weak let folder = ProbeComponent.shown("folder(\"A\")")
    let root = ProbeModel.made["root"]
    stack.present(modal: .settings, type: .fullscreenCover)
    ProbeComponent.drawn = [:]
    _ = harness.screen
    #expect(folder != nil)
    stack.dismissModal()
    _ = harness.screen
    #expect(ProbeComponent.shown("folder(\"A\")") === folder)
    #expect(ProbeModel.made["root"] == root)
  }

  @Test("a tab not shown keeps its stack's models; they go when that stack pops")
  func tabLifetime() {
    let tabs = ProbeTabs()
    tabs.notes.path = [.note("1")]
    let harness = HeadlessHarness(width: 40, height: 8) { ProbeTabs.rootView(with: tabs) }
    harness.type("kept")
    weak let note = ProbeComponent.shown("note(\"1\")")
    harness.press(.control("r"))  // a key nobody handles, so the frame is fresh
    tabs.select(.archive)
    ProbeComponent.drawn = [:]
    _ = harness.screen
    #expect(note?.text == "kept")
    tabs.select(.notes)
    _ = harness.screen
    #expect(ProbeComponent.shown("note(\"1\")") === note)
    tabs.select(.archive)
    _ = harness.screen
    tabs.notes.popToRoot()
    ProbeComponent.drawn = [:]
    _ = harness.screen
    #expect(note == nil, "popped while its tab was hidden: released at the next frame")
  }

  @Test("a discarded flow releases every scene model it held")
  func discardedFlow() {
    let holder = ProbeHolder()
    holder.stack?.path = [.folder("A"), .note("1")]
    let harness = HeadlessHarness(width: 40, height: 8) {
      if let stack = holder.stack { ProbeStack.rootView(with: stack) }
    }
    weak let stack = holder.stack
    weak let note = ProbeComponent.shown("note(\"1\")")
    #expect(note != nil)
    holder.stack = nil
    _ = harness.screen
    #expect(stack == nil)
    #expect(note == nil)
  }
}

/// Holds a flow the way a variant does, so dropping it drops the flow.
@Observable @MainActor
final class ProbeHolder {
  var stack: ProbeStack? = ProbeStack()
}

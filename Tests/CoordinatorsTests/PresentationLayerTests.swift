import Coordinators
import Observation
import TerminalUI
import TestFlows
import Testing

/// A stack that presents modals but shows no alerts.
@Observable @MainActor
final class ModalOnlyStack: NavigationStackCoordinator, ModalPresenter {
  var path: [NoteDestination] = []
  var modalCover: ModalCoverModel<NoteDestination>?
  static func rootView(with coordinator: ModalOnlyStack) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Modal only") { Text("root") }
  }
  func scene(for destination: NoteDestination) -> some View { Text("scene \(destination)") }
}

/// A stack that shows alerts but presents no modals.
@Observable @MainActor
final class AlertOnlyStack: NavigationStackCoordinator, AlertPresenter {
  var path: [NoteDestination] = []
  var alertModel: AlertModel?
  @ObservationIgnored lazy var notes = NoteFlow(navigation: .embedded(in: self, as: { _ in .compose }))
  static func rootView(with coordinator: AlertOnlyStack) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Alert only") { Text("root") }
  }
  func scene(for destination: NoteDestination) -> some View { Text("scene \(destination)") }
}

@MainActor
@Suite("Flows draw the layers their coordinator adopts")
struct PresentationLayerTests {
  @Test("a modal-only stack draws its sheet")
  func modalOnly() {
    let stack = ModalOnlyStack()
    stack.present(modal: .compose, type: .sheet)
    let screen = HeadlessRenderer.render(ModalOnlyStack.rootView(with: stack), width: 40, height: 8)
    #expect(screen.contains("scene compose"))
  }

  @Test("an alert-only stack draws its alert, and a provider's modal request is reported")
  func alertOnly() {
    let stack = AlertOnlyStack()
    stack.alertModel = AlertModel(title: "Heads up")
    let screen = HeadlessRenderer.render(AlertOnlyStack.rootView(with: stack), width: 40, height: 8)
    #expect(screen.contains("Heads up"))
    let recorded = MisuseRecorder()
    NavigationDiagnostics.$report.withValue({ recorded.append($0) }) {
      stack.notes.edit("a")
      stack.notes.confirmDelete("a")
    }
    #expect(recorded.misuses == [.modalWithoutPresenter("edit(\"a\")")])
    #expect(stack.alertModel?.title == "Delete a?")
  }
}

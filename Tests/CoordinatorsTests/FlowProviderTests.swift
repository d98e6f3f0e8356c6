import Coordinators
import Observation
import SwitchyardTesting
import TerminalUI
import Testing

/// A reusable note sub-flow: a note, its editor sheet, and a delete confirmation.
@MainActor
final class NoteFlow: FlowProvider {
  enum Destination: NavigationDestination {
    case note(String)
    case history(String)
    case edit(String)
  }

  let navigation: FlowNavigation<Destination>
  var modalEnds = 0

  init(navigation: FlowNavigation<Destination>) { self.navigation = navigation }

  func open(_ name: String) { navigate(to: .note(name)) }
  func showHistory(of name: String) { navigate(to: .history(name)) }
  func back(to name: String) { pop(to: .note(name)) }
  func edit(_ name: String) { present(modal: .edit(name), type: .sheet) }
  func confirmDelete(_ name: String) {
    present(alert: AlertModel(title: "Delete \(name)?", secondaryAction: .init("Keep", role: .cancel)))
  }

  func title(for destination: Destination) -> String {
    switch destination {
    case .note(let name): name
    case .history: "History"
    case .edit: "Edit"
    }
  }

  func scene(for destination: Destination) -> some View { Text("Note scene \(title(for: destination))") }
  func onModalDismiss() { modalEnds += 1 }
}

/// A stack that embeds the note flow and shows alerts.
@Observable @MainActor
final class NoteHost: NavigationStackCoordinator, ModalPresenter, AlertPresenter {
  enum Destination: NavigationDestination {
    case flow(NoteFlow.Destination)
  }
  var path: [Destination] = []
  var modalCover: ModalCoverModel<Destination>?
  var alertModel: AlertModel?
  @ObservationIgnored lazy var notes = NoteFlow(navigation: .embedded(in: self, as: Destination.flow))

  static func rootView(with coordinator: NoteHost) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Host") { Text("host root") }
  }
  func title(for destination: Destination) -> String {
    switch destination {
    case .flow(let inner): notes.title(for: inner)
    }
  }
  func scene(for destination: Destination) -> some View {
    switch destination {
    case .flow(let inner): notes.scene(for: inner)
    }
  }
}

/// A stack that embeds the note flow but cannot show alerts.
@Observable @MainActor
final class SilentHost: NavigationStackCoordinator {
  var path: [NoteHost.Destination] = []
  @ObservationIgnored lazy var notes = NoteFlow(
    navigation: .embedded(in: self, as: NoteHost.Destination.flow))
  static func rootView(with coordinator: SilentHost) -> some View { Text("silent") }
  func scene(for destination: NoteHost.Destination) -> some View { EmptyView() }
}

@MainActor
@Suite("Flow providers")
struct FlowProviderTests {
  @Test("a provider pushes, pops back to a destination and titles its screens in its host")
  func navigation() {
    let host = NoteHost()
    host.notes.open("groceries")
    host.notes.showHistory(of: "groceries")
    host.notes.open("todo")
    #expect(host.path == [.flow(.note("groceries")), .flow(.history("groceries")), .flow(.note("todo"))])
    host.notes.back(to: "groceries")
    #expect(host.path == [.flow(.note("groceries"))])
    let screen = HeadlessRenderer.render(NoteHost.rootView(with: host), width: 40, height: 4)
    #expect(screen.contains("Host › groceries"))
    #expect(screen.contains("Note scene groceries"))
  }

  @Test("the provider hears when its modal goes: by Esc, by dismissModal, by the host's reset")
  func modalDismissHook() {
    let host = NoteHost()
    let harness = HeadlessHarness(width: 40, height: 8) { NoteHost.rootView(with: host) }
    host.notes.edit("groceries")
    #expect(host.modalCover?.destination == .flow(.edit("groceries")))
    harness.press(.escape)
    #expect(host.modalCover == nil)
    #expect(host.notes.modalEnds == 1)
    host.notes.edit("groceries")
    host.notes.dismissModal()
    #expect(host.notes.modalEnds == 2)
    host.notes.edit("groceries")
    host.reset()
    #expect(host.notes.modalEnds == 3)
    host.present(modal: .flow(.edit("x")), type: .sheet)
    host.dismissModal()
    #expect(host.notes.modalEnds == 3, "a modal the host presented itself is not the provider's")
  }

  @Test("an alert the provider asks for is drawn over the host; Esc chooses its cancel button")
  func alertShown() {
    let host = NoteHost()
    let harness = HeadlessHarness(width: 40, height: 8) { NoteHost.rootView(with: host) }
    host.notes.confirmDelete("groceries")
    #expect(harness.screen.contains("Delete groceries?"))
    harness.press(.escape)
    #expect(host.alertModel == nil)
    #expect(!harness.screen.contains("Delete groceries?"))
  }

  @Test("in a host that cannot show alerts, the request is reported, not silently lost")
  func alertWithoutPresenter() {
    let host = SilentHost()
    let recorded = MisuseRecorder()
    NavigationDiagnostics.$report.withValue({ misuse in recorded.append(misuse) }) {
      host.notes.confirmDelete("groceries")
    }
    #expect(recorded.misuses == [.alertWithoutPresenter("Delete groceries?")])
  }

  @Test("a recorder sees every request, and ending a modal runs the provider's hook")
  func recorder() {
    let recorder = FlowNavigationRecorder<NoteFlow.Destination>()
    let flow = NoteFlow(navigation: recorder.navigation)
    flow.open("a")
    flow.back(to: "a")
    flow.edit("a")
    flow.confirmDelete("a")
    #expect(
      recorder.requests == [
        .navigate(.note("a")), .popTo(.note("a")), .present(.edit("a"), .sheet),
        .alert(AlertModel(title: "Delete a?")),
      ])
    #expect(flow.modalEnds == 0)
    #expect(recorder.endModal())
    #expect(flow.modalEnds == 1)
    #expect(!recorder.endModal())
  }
}

/// A component whose model presents its own alert.
@Observable @MainActor
final class ConfirmingModel: AlertPresenter {
  var alertModel: AlertModel?
  var deleted = false
  func askDelete() {
    alertModel = AlertModel(
      title: "Really delete?",
      primaryAction: .init("Delete", role: .destructive) { [weak self] _ in self?.deleted = true },
      secondaryAction: .init("Keep", role: .cancel))
  }
}

struct ConfirmingComponent: View {
  @StateObject var model: ConfirmingModel
  var body: some View {
    Button("Delete") { model.askDelete() }.alert(presentedBy: model)
  }
}

@MainActor
@Suite("Alerts from component models")
struct ComponentAlertTests {
  @Test("an alert a component model presents is drawn and its buttons work; Enter keeps, y deletes")
  func componentAlert() {
    let model = ConfirmingModel()
    let harness = HeadlessHarness(width: 40, height: 8) { ConfirmingComponent(model: model) }
    harness.press(.enter)
    #expect(harness.screen.contains("Really delete?"))
    harness.press(.enter)
    #expect(!model.deleted)
    #expect(!harness.screen.contains("Really delete?"))
    harness.press(.enter)
    #expect(harness.screen.contains("Really delete?"))
    harness.press(.character("y"))
    #expect(model.deleted)
    #expect(!harness.screen.contains("Really delete?"))
  }
}

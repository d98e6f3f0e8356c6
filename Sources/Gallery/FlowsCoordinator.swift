import Observation
import Switchyard

/// A stack that shows pushing, a sheet, a full-screen cover and an alert.
@Observable @MainActor
final class FlowsCoordinator: NavigationStackCoordinator, ModalPresenter, AlertPresenter {
  enum Destination: NavigationDestination {
    case level(Int)
    case sheet
    case cover
  }

  var path: [Destination] = []
  var modalCover: ModalCoverModel<Destination>?
  var alertModel: AlertModel?
  var lastAnswer = "nothing yet"

  static func rootView(with coordinator: FlowsCoordinator) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Flows") {
      coordinator.menu(level: 0)
    }
  }

  func title(for destination: Destination) -> String {
    switch destination {
    case .level(let level): "Level \(level)"
    case .sheet: "A sheet"
    case .cover: "A full-screen cover"
    }
  }

  func menu(level: Int) -> some View {
    VStack(spacing: 1) {
      Text("Depth \(path.count). Esc goes back. Alert answered: \(lastAnswer)")
      Button("Push a screen") { self.navigate(to: .level(level + 1)) }
      Button("Present a sheet") { self.present(modal: .sheet, type: .sheet) }
      Button("Present a full-screen cover") { self.present(modal: .cover, type: .fullscreenCover) }
      Button("Show an alert") { self.showAlert() }
      Button("Pop to root") { self.popToRoot() }
    }
  }

  func showAlert() {
    alertModel = AlertModel(
      title: "Name this", message: "Type a name and choose Save.",
      textField: .init(placeholder: "Name"),
      primaryAction: .init("Save") { [weak self] text in self?.lastAnswer = text.isEmpty ? "(empty)" : text },
      secondaryAction: .init("Cancel", role: .cancel))
  }

  @ViewBuilder
  func scene(for destination: Destination) -> some View {
    switch destination {
    case .level(let level): menu(level: level)
    case .sheet:
      VStack(spacing: 1) {
        Text("A sheet over the dimmed screen. Esc closes it.")
        Button("Close") { self.dismissModal() }
      }
    case .cover:
      VStack(spacing: 1) {
        Text("A full-screen cover replaces the screen. Esc closes it.")
        Button("Close") { self.dismissModal() }
      }
    }
  }
}

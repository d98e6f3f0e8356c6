import Observation
import Switchyard

/// The Search tab: search as you type → the note flow.
@Observable @MainActor
final class SearchCoordinator: NavigationStackCoordinator, ModalPresenter, AlertPresenter {
  enum Destination: NavigationDestination {
    case note(NoteFlow.Destination)
  }

  var path: [Destination] = []
  var modalCover: ModalCoverModel<Destination>?
  var alertModel: AlertModel?
  @ObservationIgnored let container: NotebookContainer
  @ObservationIgnored lazy var noteFlow = NoteFlow(
    container: container, navigation: .embedded(in: self, as: Destination.note))

  init(container: NotebookContainer) {
    self.container = container
  }

  static func rootView(with coordinator: SearchCoordinator) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Search") {
      SearchComponent(model: coordinator.searchModel())
    }
  }

  func title(for destination: Destination) -> String {
    switch destination {
    case .note(let inner): noteFlow.title(for: inner)
    }
  }

  func scene(for destination: Destination) -> some View {
    switch destination {
    case .note(let inner): noteFlow.scene(for: inner)
    }
  }

  private func searchModel() -> SearchComponentModel {
    let model = SearchComponentModel(container: container)
    model.onEvent = { [weak self] event in
      switch event {
      case .open(let id): self?.noteFlow.open(id)
      }
    }
    return model
  }
}

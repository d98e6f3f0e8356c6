import Observation
import Switchyard

/// The Notebooks tab: the notebooks (an outline, their notes under them) → a notebook's notes →
/// the note flow; a note opened from the outline is pushed straight on the notebooks.
@Observable @MainActor
final class NotebooksCoordinator: NavigationStackCoordinator, ModalPresenter, AlertPresenter {
  enum Destination: NavigationDestination {
    case notebook(Notebook.ID)
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

  static func rootView(with coordinator: NotebooksCoordinator) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Notebooks") {
      NotebookListComponent(model: coordinator.notebookListModel())
    }
  }

  func title(for destination: Destination) -> String {
    switch destination {
    case .notebook(let id): container.cache.value.notebook(id)?.name ?? "Notebook"
    case .note(let inner): noteFlow.title(for: inner)
    }
  }

  func scene(for destination: Destination) -> some View {
    switch destination {
    case .notebook(let id): NoteListComponent(model: self.noteListModel(id))
    case .note(let inner): noteFlow.scene(for: inner)
    }
  }

  private func notebookListModel() -> NotebookListComponentModel {
    let model = NotebookListComponentModel(cache: container.cache) { [container] in
      container.work.run { await container.load() }
    }
    model.onEvent = { [weak self] event in
      switch event {
      case .open(let id): self?.navigate(to: .notebook(id))
      case .openNote(let id): self?.noteFlow.open(id)
      }
    }
    return model
  }

  private func noteListModel(_ notebook: Notebook.ID) -> NoteListComponentModel {
    let model = NoteListComponentModel(notebookID: notebook, cache: container.cache)
    model.onEvent = { [weak self] event in
      switch event {
      case .open(let id): self?.noteFlow.open(id)
      case .create: self?.noteFlow.create(in: notebook)
      }
    }
    return model
  }
}

import Foundation
import Observation
import Switchyard

/// The live notebook list, read from the cache.
@Observable @MainActor
final class NotebookListComponentModel: NotebookListComponentModelProtocol {
  var onEvent: (NotebookListEvent) -> Void = { _ in }
  var selectedID: UUID?
  @ObservationIgnored private let cache: DataCache<Library>
  @ObservationIgnored private let reload: @MainActor () -> Void

  /// The notebooks in `cache`; `reload` loads them again after a failed load.
  init(cache: DataCache<Library>, reload: @escaping @MainActor () -> Void) {
    self.cache = cache
    self.reload = reload
  }

  var notebooks: [NotebookSummary] {
    let library = cache.value
    return library.notebooks.map {
      NotebookSummary(id: $0.id, name: $0.name, noteCount: library.notes(in: $0.id).count)
    }
  }

  var isLoading: Bool { cache.value.isLoading }
  var loadError: String? { cache.value.loadError }

  func notes(in notebook: Notebook.ID) -> [Note] { cache.value.notes(in: notebook) }

  func retry() { reload() }
  func open(_ id: Notebook.ID) { onEvent(.open(id)) }
  func openNote(_ id: Note.ID) { onEvent(.openNote(id)) }
}

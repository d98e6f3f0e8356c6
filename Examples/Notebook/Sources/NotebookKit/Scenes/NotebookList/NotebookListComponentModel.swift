import Foundation
import Observation
import Switchyard

/// The live notebook list, read from the cache.
@Observable @MainActor
final class NotebookListComponentModel: NotebookListComponentModelProtocol {
  var onEvent: (NotebookListEvent) -> Void = { _ in }
  var selectedID: UUID?
  @ObservationIgnored private let cache: DataCache<Library>

  init(cache: DataCache<Library>) {
    self.cache = cache
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

  func open(_ id: Notebook.ID) { onEvent(.open(id)) }
  func openNote(_ id: Note.ID) { onEvent(.openNote(id)) }
}

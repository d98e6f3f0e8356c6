import Switchyard

/// The composition root: the cache that is the app's single source of truth, the services that
/// fill it, the clock that times debounces (a test clock in tests), and the tracker every piece
/// of the app's async work is counted in.
@MainActor
final class NotebookContainer {
  /// The app's work in flight: its load, the scenes' saves and deletions, the search's effects,
  /// restoration's saves. `await work.idle()` returns once all of it has finished.
  let work = WorkTracker()
  /// Loading until ``load()`` has run: the first screen shows a spinner, not an empty list.
  let cache: DataCache<Library>
  let notes: any NoteService
  let analytics: any Analytics
  let clock: any Clock<Duration>

  init(
    notes: any NoteService = InMemoryNoteService.withSamples(),
    analytics: any Analytics = RecordingAnalytics(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.notes = notes
    self.analytics = analytics
    self.clock = clock
    cache = DataCache(value: Library(isLoading: true), work: work)
  }

  /// Loads every notebook and note into the cache.
  func load() async {
    cache.update(\.isLoading, with: true)
    do {
      let notebooks = try await notes.notebooks()
      let loaded = try await notes.notes()
      cache.batch { cache in
        cache.populate(\.notebooks, with: notebooks)
        cache.populate(\.notes, with: loaded)
        cache.update(\.loadError, with: nil)
        cache.update(\.isLoading, with: false)
      }
    } catch {
      cache.batch { cache in
        cache.update(\.loadError, with: String(describing: error))
        cache.update(\.isLoading, with: false)
      }
    }
  }

  /// Saves `note` through the service, then puts what was stored in the cache.
  func save(_ note: Note) async throws {
    let saved = try await notes.save(note)
    cache.populate(\.notes, with: [saved])
  }

  /// Deletes a note through the service, then from the cache.
  func delete(_ id: Note.ID) async throws {
    try await notes.delete(id)
    cache.update(\.notes) { $0.removeAll { $0.id == id } }
  }
}

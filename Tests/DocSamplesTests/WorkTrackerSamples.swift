import Observation
import Switchyard
import Testing

// The code samples of WorkTracker's and ViewHost.idle()'s documentation, compiled and run.

struct Book: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String
}

struct Shelf: Equatable, Sendable {
  var books: [Book] = []
}

struct Draft: Sendable {
  var title: String
}

/// A service that stores drafts, off the main actor.
actor DraftService {
  private(set) var saved: [String] = []
  func save(_ draft: Draft) throws { saved.append(draft.title) }
}

/// Loads the books, off the main actor and back.
@MainActor
func loadBooks(into cache: DataCache<Shelf>) async {
  let books = await Task.detached { [Book(id: 1, title: "Dune")] }.value
  cache.update(\.books, with: books)
}

/// A model whose saves are the app's work.
@MainActor
final class DraftModel {
  let work: WorkTracker
  let service = DraftService()

  init(work: WorkTracker) {
    self.work = work
  }

  func save(_ draft: Draft) {
    work.run { [service] in try? await service.save(draft) }
  }
}

/// The last change, which undo takes back (one level, as the app's).
@MainActor
final class LastChange {
  var last: String?
  var undone: [String] = []
  func record(_ change: String) { last = change }
  func undo() async {
    guard let change = last else { return }
    last = nil
    undone.append(change)
  }
}

/// A model whose undo comes after the changes started before it.
@MainActor
final class UndoModel {
  let work: WorkTracker
  let history = LastChange()

  init(work: WorkTracker) {
    self.work = work
  }

  /// A change that lands a moment after it starts.
  func change(_ name: String) {
    work.run { [history] in
      await Task.detached {}.value
      history.record(name)
    }
  }

  func undo() {
    let mark = work.mark  // at the key: the changes started before it
    work.run { [work, history] in
      await work.finished(before: mark)
      await history.undo()
    }
  }
}

/// Whether the draft has been saved, for the screen.
@Observable @MainActor
final class SaveState {
  var isSaved = false
}

@MainActor
@Suite("WorkTracker documentation samples")
struct WorkTrackerSamples {
  @Test("the tracker waits for a load")
  func load() async {
    let work = WorkTracker()
    let cache = DataCache(value: Shelf(), work: work)
    work.run { await loadBooks(into: cache) }
    await work.idle()  // … loaded, and every follower of the cache has seen the books
    #expect(cache.value.books == [Book(id: 1, title: "Dune")])
  }

  @Test("an undo started right after a change takes that change back")
  func undoAfterChange() async {
    let work = WorkTracker()
    let model = UndoModel(work: work)
    model.change("Marked “Buy milk” done")
    model.undo()
    await work.idle()
    #expect(model.history.undone == ["Marked “Buy milk” done"])
  }

  @Test("run(_:) counts a save until it returns")
  func save() async {
    let work = WorkTracker()
    let model = DraftModel(work: work)
    model.save(Draft(title: "Chapter one"))
    #expect(work.running == 1)
    await work.idle()
    #expect(await model.service.saved == ["Chapter one"])
  }

  @Test("a host is idle once the work a key started is done and its frame drawn")
  func hostIdle() async {
    let size = Size(width: 20, height: 1)
    let state = SaveState()
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { Text(state.isSaved ? "Saved" : "Editing") }
    host.onGlobalKey(.enter, hint: "save") { [unowned host] in
      host.work.run {
        await Task.detached {}.value  // off the main actor and back, as a save does
        state.isSaved = true
      }
    }
    _ = host.render(size: size)
    #expect(!host.needsRender)
    host.send(.enter)
    await host.idle()
    #expect(host.render(size: size).lines.contains("Saved"))
  }
}

import Switchyard
import Testing

// The code samples of the DataCache documentation, compiled and run.

struct Note: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String
  var isPinned = false
}

struct NotesState: Equatable, Sendable {
  var notes: [Note] = []
  var signedInUser: String?
  var isLoading = false
}

@MainActor
func makeCache() -> DataCache<NotesState> {
  DataCache(value: NotesState())
}

/// A state shaped like the reference app's, for the samples in `DataCache`'s doc comments.
struct AppState: Equatable, Sendable {
  var session: String?
  var tasks: [Note] = []
  var projects: [Note] = []
}

@MainActor
@Suite("DataCache documentation samples")
struct DataCacheSamples {
  @Test("writing, merging and batching do what the article says")
  func writing() {
    let cache = makeCache()
    cache.update(\.notes, with: [Note(id: 2, title: "Shopping")])
    cache.update(\.signedInUser, with: "ada")
    cache.update(\.notes[0].isPinned, with: true)
    cache.update(\.isLoading, with: true)
    cache.populate(\.notes, with: [Note(id: 2, title: "Groceries"), Note(id: 7, title: "Ideas")])
    #expect(cache.value.notes.map(\.title) == ["Groceries", "Ideas"])
    cache.batch { cache in
      cache.update(\.notes, with: [])
      cache.update(\.signedInUser, with: nil)
    }
    #expect(cache.value == NotesState(isLoading: true))
  }

  @Test("the change stream yields the current value, then changes")
  func observing() async {
    let cache = makeCache()
    var cleared = 0
    func clearDrafts() async { cleared += 1 }
    cache.update(\.signedInUser, with: "ada")
    let listener = Task {
      for await user in cache.values(of: \.signedInUser) {
        if user == nil { await clearDrafts() }
      }
    }
    listener.cancel()
    _ = await listener.value
    #expect(cleared == 0)
  }

  @Test("a cache with a work tracker counts each change until its followers have handled it")
  func waitingForFollowers() async {
    var cleared = 0
    func clearDrafts() async { cleared += 1 }
    let work = WorkTracker()
    let cache = DataCache(value: NotesState(signedInUser: "ada"), work: work)
    let users = cache.values(of: \.signedInUser)  // following from now on
    let listener = Task {
      for await user in users {
        if user == nil { await clearDrafts() }
      }
    }
    cache.update(\.signedInUser, with: nil)
    await work.idle()  // every follower has seen the sign-out
    #expect(cleared == 1)
    listener.cancel()
    _ = await listener.value
    #expect(work.isIdle)
  }

  @Test("the doc comment's sample on DataCache")
  func docComment() async {
    let session = "ada"
    let loadedTasks = [Note(id: 1, title: "Buy milk")]
    let cache = DataCache(value: AppState())
    cache.update(\.session, with: session)
    cache.populate(\.tasks, with: loadedTasks)
    cache.batch { cache in
      cache.update(\.tasks, with: [])
      cache.update(\.projects, with: [])
    }
    #expect(cache.value == AppState(session: "ada"))
    let (cleared, signal) = AsyncStream.makeStream(of: Void.self)
    func clearUserData() { signal.yield() }
    let listener = Task {
      for await session in cache.values(of: \.session) {
        if session == nil { clearUserData() }
      }
    }
    cache.update(\.session, with: nil)
    for await _ in cleared { break }
    listener.cancel()
  }
}

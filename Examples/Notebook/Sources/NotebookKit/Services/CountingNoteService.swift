import Foundation

/// A note service that counts the calls in flight, so a replay can wait until the app has done
/// what the last key started.
struct CountingNoteService: NoteService {
  let inner: any NoteService
  let count: WorkCount

  func notebooks() async throws -> [Notebook] { try await counted { try await inner.notebooks() } }
  func notes() async throws -> [Note] { try await counted { try await inner.notes() } }
  func save(_ note: Note) async throws -> Note { try await counted { try await inner.save(note) } }
  func delete(_ id: Note.ID) async throws { try await counted { try await inner.delete(id) } }
  func search(_ query: String) async throws -> [Note.ID] {
    try await counted { try await inner.search(query) }
  }

  private func counted<T>(_ call: () async throws -> T) async throws -> T {
    count.change(by: 1)
    defer { count.change(by: -1) }
    return try await call()
  }
}

/// How many service calls are in flight.
final class WorkCount: @unchecked Sendable {
  // `@unchecked Sendable`: `value` is only read and written under `lock`.
  private let lock = NSLock()
  private var running = 0

  var value: Int { lock.withLock { running } }

  func change(by delta: Int) {
    lock.withLock { running += delta }
  }
}

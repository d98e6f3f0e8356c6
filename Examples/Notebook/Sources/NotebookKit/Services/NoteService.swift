/// Where notebooks and notes are kept. The app reaches it only through this protocol, so tests
/// and previews can hand it another one.
protocol NoteService: Sendable {
  func notebooks() async throws -> [Notebook]
  func notes() async throws -> [Note]
  /// Stores `note` (a new one, or a new version of one) and returns what was stored.
  func save(_ note: Note) async throws -> Note
  func delete(_ id: Note.ID) async throws
  /// The notes whose title or text holds every word of `query`, title matches first.
  func search(_ query: String) async throws -> [Note.ID]
}

/// Why the service refused a request.
enum NoteServiceError: Error, Equatable, CustomStringConvertible {
  case noSuchNote
  case noSuchNotebook

  var description: String {
    switch self {
    case .noSuchNote: "That note no longer exists."
    case .noSuchNotebook: "That notebook no longer exists."
    }
  }
}

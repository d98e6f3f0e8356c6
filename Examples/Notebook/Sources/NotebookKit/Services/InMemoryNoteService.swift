/// Notes kept in memory for as long as the app runs (the example has no database).
actor InMemoryNoteService: NoteService {
  private var storedNotebooks: [Notebook]
  private var storedNotes: [Note]

  init(notebooks: [Notebook] = [], notes: [Note] = []) {
    storedNotebooks = notebooks
    storedNotes = notes
  }

  func notebooks() -> [Notebook] { storedNotebooks }

  func notes() -> [Note] { storedNotes }

  func save(_ note: Note) throws -> Note {
    guard storedNotebooks.contains(where: { $0.id == note.notebookID }) else {
      throw NoteServiceError.noSuchNotebook
    }
    if let index = storedNotes.firstIndex(where: { $0.id == note.id }) {
      storedNotes[index] = note
    } else {
      storedNotes.append(note)
    }
    return note
  }

  func delete(_ id: Note.ID) throws {
    guard storedNotes.contains(where: { $0.id == id }) else { throw NoteServiceError.noSuchNote }
    storedNotes.removeAll { $0.id == id }
  }

  func search(_ query: String) -> [Note.ID] {
    let words = query.lowercased().split(whereSeparator: \.isWhitespace)
    guard !words.isEmpty else { return [] }
    func holdsEveryWord(_ text: String) -> Bool { words.allSatisfy { text.lowercased().contains($0) } }
    let matches = storedNotes.filter { holdsEveryWord($0.title + "\n" + $0.text) }
    let inTitle = matches.filter { holdsEveryWord($0.title) }
    let inBodyOnly = matches.filter { !holdsEveryWord($0.title) }
    return (inTitle + inBodyOnly).map(\.id)
  }
}

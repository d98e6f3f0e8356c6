import Foundation

/// A row of the notebook outline: a notebook, or one of its notes under it.
enum LibraryRow: Identifiable, Equatable, Sendable {
  case notebook(NotebookSummary)
  case note(Note)

  /// The notebook's or the note's id (both are UUIDs, never the same).
  var id: UUID {
    switch self {
    case .notebook(let notebook): notebook.id
    case .note(let note): note.id
    }
  }
}

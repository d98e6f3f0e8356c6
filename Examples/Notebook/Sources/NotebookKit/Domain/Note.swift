import Foundation

/// A note: a title and its text, kept in one notebook.
struct Note: Identifiable, Equatable, Sendable {
  let id: UUID
  var notebookID: Notebook.ID
  var title: String
  var text: String

  init(id: UUID = UUID(), notebookID: Notebook.ID, title: String, text: String = "") {
    self.id = id
    self.notebookID = notebookID
    self.title = title
    self.text = text
  }
}

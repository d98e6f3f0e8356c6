import Foundation

/// A named collection of notes.
struct Notebook: Identifiable, Equatable, Sendable {
  let id: UUID
  var name: String

  init(id: UUID = UUID(), name: String) {
    self.id = id
    self.name = name
  }
}

import Foundation
import Switchyard

/// The note flow's routes: `notes/{id}` (a note), then `edit` (its sheet); `notes/new/{notebook}`
/// (the new-note sheet; just `notes/new` right after its notebook).
extension NoteFlow.Destination: RouteDestination {
  static var routes: [RouteCase<Self>] {
    [
      .pushed("notes/{note}", Self.note),
      .presented("edit", Self.edit, after: Self.note, as: .sheet),
      .presented("notes/new/{notebook}", Self.create(in:), as: .sheet),
    ]
  }
}

extension NoteFlow: RoutableFlowProvider {
  /// A route names notes and notebooks that exist.
  func routeProblem(with destination: Destination) -> String? {
    let library = container.cache.value
    switch destination {
    case .note(let id), .edit(let id):
      return library.note(id) == nil ? "there is no note \(id.routeSegment)" : nil
    case .create(let notebook):
      return library.notebook(notebook) == nil ? "there is no notebook \(notebook.routeSegment)" : nil
    }
  }
}

import Foundation
import Switchyard

/// The note flow's routes: `notes/{id}` (a note), then `edit` (its sheet); `notes/new/{notebook}`
/// (the new-note sheet; just `notes/new` right after its notebook).
extension NoteFlow.Destination: RouteDestination {
  enum Case: String, RouteCase {
    case note, edit, create

    var pattern: String {
      switch self {
      case .note: "notes/{id}"
      case .edit: "edit"
      case .create: "notes/new"
      }
    }

    var shown: RouteCaseShown {
      self == .note ? .pushed : .presented(.sheet)
    }
  }

  var routeCase: Case {
    switch self {
    case .note: .note
    case .edit: .edit
    case .create: .create
    }
  }

  func routeSegments(after previous: [Self]) -> [String] {
    switch self {
    case .note(let id): ["notes", id.routeSegment]
    case .edit(let id): previous.last == .note(id) ? ["edit"] : ["notes", id.routeSegment, "edit"]
    case .create(let notebook): ["notes", "new", notebook.routeSegment]
    }
  }

  static func read(from reader: inout RouteReader, after previous: [Self]) throws(RouteError) -> Self? {
    if case .note(let id) = previous.last, reader.take("edit") { return .edit(id) }
    guard reader.take("notes") else { return nil }
    if reader.take("new") { return .create(in: try reader.id(of: "notebook")) }
    return .note(try reader.id(of: "note"))
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

import Switchyard

/// The Notebooks tab's routes: `notebooks/{id}` (a notebook's notes), then the note flow's:
/// `notebooks/{id}/notes/{id}/edit`, `notebooks/{id}/notes/new`.
extension NotebooksCoordinator.Destination: RouteDestination {
  enum Case: String, RouteCase {
    case notebook, note

    var pattern: String { self == .notebook ? "{id}" : "notes/…" }
    var shown: RouteCaseShown { self == .notebook ? .pushed : .embedding(NoteFlow.self) }
  }

  var routeCase: Case {
    switch self {
    case .notebook: .notebook
    case .note: .note
    }
  }

  /// The note flow's destination this wraps, if it does.
  var note: NoteFlow.Destination? {
    if case .note(let inner) = self { inner } else { nil }
  }

  func routeSegments(after previous: [Self]) -> [String] {
    switch self {
    case .notebook(let id): [id.routeSegment]
    case .note(.create(let notebook)) where previous.last == .notebook(notebook): ["notes", "new"]
    case .note(let inner): inner.routeSegments(after: previous.compactMap(\.note))
    }
  }

  static func read(from reader: inout RouteReader, after previous: [Self]) throws(RouteError) -> Self? {
    if let segment = reader.peek(), let id = Notebook.ID(routeSegment: segment) {
      _ = reader.next()
      return .notebook(id)
    }
    if case .notebook(let notebook) = previous.last,
      reader.route.segments.dropFirst(reader.position) == ["notes", "new"]
    {
      _ = reader.next()
      _ = reader.next()
      return .note(.create(in: notebook))
    }
    return try NoteFlow.Destination.read(from: &reader, after: previous.compactMap(\.note)).map(Self.note)
  }
}

extension NotebooksCoordinator: RoutableStack {
  func routeProblem(with destination: Destination) -> String? {
    switch destination {
    case .notebook(let id):
      container.cache.value.notebook(id) == nil ? "there is no notebook \(id.routeSegment)" : nil
    case .note(let inner): noteFlow.routeProblem(with: inner)
    }
  }

  /// The note flow's sheets are presented through the flow, which hears when they close.
  func presentRouted(_ destination: Destination, style: ModalCoverStyle) {
    if case .note(let inner) = destination {
      noteFlow.present(modal: inner, type: style)
    } else {
      present(modal: destination, type: style)
    }
  }
}

/// The Search tab's routes: `search`, then the note flow's (`search/notes/{id}`).
extension SearchCoordinator.Destination: RouteDestination {
  enum Case: String, RouteCase {
    case note

    var pattern: String { "notes/…" }
    var shown: RouteCaseShown { .embedding(NoteFlow.self) }
  }

  var routeCase: Case { .note }

  var note: NoteFlow.Destination {
    switch self {
    case .note(let inner): inner
    }
  }

  func routeSegments(after previous: [Self]) -> [String] {
    note.routeSegments(after: previous.map(\.note))
  }

  static func read(from reader: inout RouteReader, after previous: [Self]) throws(RouteError) -> Self? {
    try NoteFlow.Destination.read(from: &reader, after: previous.map(\.note)).map(Self.note)
  }
}

extension SearchCoordinator: RoutableStack {
  func routeProblem(with destination: Destination) -> String? {
    noteFlow.routeProblem(with: destination.note)
  }

  func presentRouted(_ destination: Destination, style: ModalCoverStyle) {
    noteFlow.present(modal: destination.note, type: style)
  }
}

/// The tabs: `notebooks`, `search`.
extension AppCoordinator: RoutableTabs {
  static func flowType(forTab tab: Tab) -> (any FlowGraphDescribing.Type)? {
    switch tab {
    case .notebooks: NotebooksCoordinator.self
    case .search: SearchCoordinator.self
    }
  }
}

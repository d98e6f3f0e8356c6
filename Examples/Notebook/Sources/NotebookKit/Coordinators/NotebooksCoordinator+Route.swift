import Switchyard

/// The Notebooks tab's routes: `notebooks/{id}` (a notebook's notes), then the note flow's:
/// `notebooks/{id}/notes/{id}/edit`, `notebooks/{id}/notes/new`.
extension NotebooksCoordinator.Destination: RouteDestination {
  static var routes: [RouteCase<Self>] {
    [
      .pushed("{notebook}", Self.notebook),
      // A new note in the notebook shown: `{id}/notes/new`.
      .shorthand("notes/new", after: Self.notebook) { .note(.create(in: $0)) },
      .embedding(Self.note, in: NoteFlow.self),
    ]
  }

  /// The note flow's destination this wraps, if it does.
  var note: NoteFlow.Destination? {
    if case .note(let inner) = self { inner } else { nil }
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
  static var routes: [RouteCase<Self>] { [.embedding(Self.note, in: NoteFlow.self)] }

  var note: NoteFlow.Destination {
    switch self {
    case .note(let inner): inner
    }
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

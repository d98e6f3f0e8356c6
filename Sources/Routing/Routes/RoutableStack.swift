import Coordinators

/// A stack whose destinations are ``RouteDestination``s: its route is its path's segments, then
/// its modal's. Adopting it is enough; implement ``routeProblem(with:)`` to refuse routes that
/// name data that does not exist, and ``presentRouted(_:style:)`` when a flow provider's modals
/// should be presented through the provider.
///
/// ```swift
/// extension NotesCoordinator: RoutableStack {
///   func routeProblem(with destination: Destination) -> String? {
///     guard case .note(let id) = destination, !knownNotes.contains(id) else { return nil }
///     return "there is no note \(id)"
///   }
/// }
/// ```
@MainActor
public protocol RoutableStack: NavigationStackCoordinator, RoutableCoordinator, FlowGraphDescribing
where Destination: RouteDestination {
  /// Why `destination` cannot be shown (what it names does not exist), or nil when it can.
  func routeProblem(with destination: Destination) -> String?

  /// Presents `destination`, the modal a route ends with. By default `present(modal:type:)`; a
  /// host presents a flow provider's destinations through the provider, so it hears when they go.
  func presentRouted(_ destination: Destination, style: ModalCoverStyle)

  /// Closes what a route cannot describe before the stack goes to a route's place: an open
  /// alert. Nothing by default; an `AlertPresenter` closes its alert.
  func closeUnroutedPresentations()
}

extension RoutableStack {
  public func routeProblem(with destination: Destination) -> String? { nil }

  public func presentRouted(_ destination: Destination, style: ModalCoverStyle) {}

  public func closeUnroutedPresentations() {}

  public var route: Route { Route(Self.segments(of: path)) }

  public var routeDraft: [String: String]? { nil }

  public func planRoute(_ reader: inout RouteReader) throws(RouteError) -> RoutePlan {
    let (path, _) = try readDestinations(&reader, presents: false)
    return RoutePlan { [weak self] _ in
      self?.closeUnroutedPresentations()
      self?.path = path
    }
  }

  /// The segments of `path`, each after the destinations below it.
  static func segments(of path: [Destination]) -> [String] {
    path.indices.flatMap { path[$0].routeSegments(after: Array(path[..<$0])) }
  }

  /// Reads pushed destinations, then (if `presents`) one presented destination, checking each.
  func readDestinations(
    _ reader: inout RouteReader, presents: Bool
  ) throws(RouteError) -> (
    path: [Destination], modal: (Destination, ModalCoverStyle)?
  ) {
    var path: [Destination] = []
    while !reader.isAtEnd {
      let start = reader.position
      reader.destinationStart = start
      guard let destination = try Destination.read(from: &reader, after: path), reader.position > start else {
        reader.position = start
        break
      }
      if let problem = routeProblem(with: destination) { throw reader.notFound(problem) }
      guard let style = destination.routePresentation else {
        path.append(destination)
        continue
      }
      guard presents else {
        reader.position = start
        throw reader.unknownPlace()
      }
      return (path, (destination, style))
    }
    return (path, nil)
  }
}

extension RoutableStack where Self: AlertPresenter {
  public func closeUnroutedPresentations() { alertModel = nil }
}

extension RoutableStack where Self: ModalPresenter {
  public func presentRouted(_ destination: Destination, style: ModalCoverStyle) {
    present(modal: destination, type: style)
  }

  public var route: Route {
    var segments = Self.segments(of: path)
    if let modal = modalCover?.destination { segments += modal.routeSegments(after: path) }
    return Route(segments)
  }

  public var routeDraft: [String: String]? { modalCover?.draft.current }

  public func planRoute(_ reader: inout RouteReader) throws(RouteError) -> RoutePlan {
    let (path, modal) = try readDestinations(&reader, presents: true)
    return RoutePlan { [weak self] draft in
      guard let self else { return }
      closeUnroutedPresentations()
      let keepsModal = modal.map { $0.0 == modalCover?.destination && $0.1 == modalCover?.style } ?? false
      if !keepsModal { discardModals() }
      self.path = path
      guard let (destination, style) = modal else { return }
      if !keepsModal { presentRouted(destination, style: style) }
      if let draft, modalCover?.destination == destination {
        if let scene = modalCover?.draft.scene {
          scene.restore(draft: draft)
        } else {
          modalCover?.draft.pending = draft
        }
      }
    }
  }
}

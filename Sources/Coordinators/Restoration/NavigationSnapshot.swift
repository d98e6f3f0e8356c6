/// Where an app was: the place shown in each tab (the current one last), and the unsaved
/// contents of a sheet at the end of a place. Restoring it opens each place, or its nearest
/// valid parent when what it named is gone.
///
/// ```swift
/// let snapshot = app.navigationSnapshot
/// // … quit, start again …
/// let dropped = restored.restore(snapshot)  // the routes that no longer resolved, and why
/// ```
public struct NavigationSnapshot: Codable, Equatable, Sendable {
  /// One place, and what its sheet's fields held.
  public struct Entry: Codable, Equatable, Sendable {
    /// The place.
    public var route: Route
    /// What the sheet at the end of the place held (``DraftRestorable``), if any.
    public var draft: [String: String]?

    /// A place with an optional draft.
    public init(route: Route, draft: [String: String]? = nil) {
      self.route = route
      self.draft = draft
    }
  }

  /// The places, the current one last.
  public var entries: [Entry]

  /// The routes of the places, without what their sheets hold.
  public var places: [Route] { entries.map(\.route) }

  /// A snapshot of `entries`.
  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// The place shown when the snapshot was taken.
  public var current: Route { entries.last?.route ?? .root }
}

extension RoutableCoordinator {
  /// Where the flow is now, with every tab's place and any sheet's unsaved contents.
  public var navigationSnapshot: NavigationSnapshot {
    NavigationSnapshot(entries: restorationEntries)
  }

  /// Opens each place of `snapshot` in turn (the current one last), each at its nearest valid
  /// parent if it no longer resolves; a sheet's draft comes back only with its sheet. Returns
  /// why places were cut short.
  @discardableResult
  public func restore(_ snapshot: NavigationSnapshot) -> [RouteError] {
    snapshot.entries.compactMap { openNearest($0.route, draft: $0.draft).error }
  }
}

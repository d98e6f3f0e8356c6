import Coordinators

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
    /// What the sheet at the end of the place held (`DraftRestorable`), if any.
    public var draft: [String: String]?

    /// A place with an optional draft.
    public init(route: Route, draft: [String: String]? = nil) {
      self.route = route
      self.draft = draft
    }
  }

  /// The most segments a restored place may have; a longer one is cut (with a note).
  public static let maximumRestoredDepth = 64

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
    snapshot.entries.compactMap { entry in
      // A saved place deeper than any a person reaches (a crafted or damaged snapshot) is
      // cut, so a start never spends long rebuilding it.
      let limit = NavigationSnapshot.maximumRestoredDepth
      guard entry.route.count > limit else { return openNearest(entry.route, draft: entry.draft).error }
      let opened = openNearest(entry.route.prefix(limit)).opened
      return RouteError(
        .malformed, "a saved place \(entry.route.count) segments deep was cut to its first \(limit)",
        validCount: opened.count)
    }
  }
}

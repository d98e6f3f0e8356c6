import Routing

/// One line of the command palette: what it does, what it shows beside it (a key, a route),
/// and what it runs.
public struct PaletteEntry: Identifiable {
  /// What kind of entry it is; kinds are listed in this order when they score the same.
  public enum Kind: Int, Comparable, Sendable {
    /// `open ROUTE`: go to the route typed.
    case open
    /// One of the current screen's commands, or one of the app's for every screen.
    case command
    /// A built-in entry of the palette (`route`).
    case palette
    /// A place to jump to: a project, a task.
    case jump

    public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// Unique among the entries shown.
  public var id: String
  /// What the entry does or names.
  public var title: String
  /// Shown beside it: the command's key, the place's route, what kind of thing it is.
  public var detail: String
  /// What kind of entry it is.
  public var kind: Kind
  /// Runs the entry.
  public var run: @MainActor () -> Void

  /// An entry.
  public init(id: String, title: String, detail: String, kind: Kind, run: @escaping @MainActor () -> Void) {
    self.id = id
    self.title = title
    self.detail = detail
    self.kind = kind
    self.run = run
  }
}

/// A place the palette can jump to by name: a project, a task.
public struct PaletteTarget: Sendable, Equatable {
  /// The name it is found by.
  public var title: String
  /// What it is, shown beside it: `project`, `task · Garden`.
  public var detail: String
  /// Where it is.
  public var route: Route

  /// A target named `title` at `route`.
  public init(title: String, detail: String, route: Route) {
    self.title = title
    self.detail = detail
    self.route = route
  }
}

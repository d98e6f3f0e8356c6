import Coordinators

/// A coordinator whose navigation state can be written as a ``Route`` and driven to one: the
/// tab, every stack element and the modal, through nested flows and flow providers.
///
/// Stacks adopt ``RoutableStack``, tabs ``RoutableTabs``, variants ``RoutableVariant``; each
/// gets the requirements below from those protocols. Going to a route is all or nothing:
///
/// ```swift
/// do throws(RouteError) {
///   try app.open(Route(parsing: "notes://archive/notes/7", scheme: "notes"))
/// } catch {
///   status = error.message  // "there is no note 7"; the app stays where it was
/// }
/// ```
@MainActor
public protocol RoutableCoordinator: AnyObject {
  /// Where the flow is now.
  var route: Route { get }

  /// The unsaved contents of the modal at the end of ``route``, if its scene keeps a draft
  /// (`DraftRestorable`).
  var routeDraft: [String: String]? { get }

  /// Reads the place `reader` names (as many segments as this flow understands), checks that
  /// what it names exists, and returns how to go there. Nothing changes until the plan is
  /// applied, so a route that fails part-way leaves the flow where it was.
  func planRoute(_ reader: inout RouteReader) throws(RouteError) -> RoutePlan

  /// Every place worth restoring, the current one last: for tabs, each tab's place.
  var restorationEntries: [NavigationSnapshot.Entry] { get }
}

/// How to go to a route that has been read and checked: apply it to change the flow. The
/// draft, if any, is what the modal at the end of the route starts from.
public struct RoutePlan {
  /// Changes the flow.
  public let apply: @MainActor (_ draft: [String: String]?) -> Void

  /// A plan that runs `apply`.
  public init(_ apply: @escaping @MainActor (_ draft: [String: String]?) -> Void) {
    self.apply = apply
  }

  /// A plan that changes nothing.
  public static var none: RoutePlan { RoutePlan { _ in } }
}

extension RoutableCoordinator {
  public var restorationEntries: [NavigationSnapshot.Entry] {
    [NavigationSnapshot.Entry(route: route, draft: routeDraft)]
  }

  /// Goes to `route`, or throws a ``RouteError`` and changes nothing. The modal at the end of
  /// the route, if any, starts from `draft`.
  public func open(_ route: Route, draft: [String: String]? = nil) throws(RouteError) {
    var reader = RouteReader(route)
    let plan = try planRoute(&reader)
    guard reader.isAtEnd else { throw reader.unknownPlace() }
    plan.apply(draft)
  }

  /// Goes to `route`, or to its nearest valid parent — the longest leading part of it that
  /// still names a place (a deleted task's list) — and returns what was dropped and why.
  @discardableResult
  public func openNearest(
    _ route: Route, draft: [String: String]? = nil
  ) -> (opened: Route, error: RouteError?) {
    var candidate = route
    var firstError: RouteError?
    while true {
      do {
        try open(candidate, draft: firstError == nil ? draft : nil)
        return (candidate, firstError)
      } catch {
        firstError = firstError ?? error
        // Each failure names a shorter valid part; the empty route always opens.
        candidate = candidate.prefix(min(error.validCount, candidate.count - 1))
      }
    }
  }
}

import Coordinators
import Observation

/// Calls a handler each time a flow's route changes (after the change, once per burst of
/// changes) — a session recorder logs navigation this way.
///
/// ```swift
/// let observer = RouteObserver(root: app) { route in visited.append(route) }
/// ```
@MainActor
public final class RouteObserver {
  /// The flow watched.
  public let root: any RoutableCoordinator
  private let handler: @MainActor (Route) -> Void
  private var last: Route?
  private var isActive = true

  /// Watches `root`, calling `handler` with its route now and after each change.
  public init(root: any RoutableCoordinator, handler: @escaping @MainActor (Route) -> Void) {
    self.root = root
    self.handler = handler
    track()
  }

  /// Stops watching.
  public func stop() {
    isActive = false
  }

  private func track() {
    guard isActive else { return }
    let route = withObservationTracking {
      root.route
    } onChange: { [weak self] in
      Task { @MainActor in self?.track() }
    }
    guard route != last else { return }
    last = route
    handler(route)
  }
}

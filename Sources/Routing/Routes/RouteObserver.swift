import Coordinators
import Observation
import TerminalUI
import WorkTracking

/// Calls a handler each time a flow's route changes (after the change, once per burst of
/// changes) — a session recorder logs navigation this way.
///
/// ```swift
/// let observer = RouteObserver(root: app, work: work) { route in visited.append(route) }
/// ```
@MainActor
public final class RouteObserver {
  /// The flow watched.
  public let root: any RoutableCoordinator
  private let handler: @MainActor (Route) -> Void
  private var last: Route?
  private var isActive = true
  private let work: WorkTracker?

  /// Watches `root`, calling `handler` with its route now and after each change; a call after a
  /// change counts as work in flight in `work` (the app's tracker) from the change on.
  public init(
    root: any RoutableCoordinator, work: WorkTracker? = nil, handler: @escaping @MainActor (Route) -> Void
  ) {
    self.root = root
    self.handler = handler
    self.work = work
    MainQueue.prepare()
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
    } onChange: { [weak self, work] in
      afterChange(counting: work) { self?.track() }
    }
    guard route != last else { return }
    last = route
    handler(route)
  }
}

import TerminalUI
import WorkTracking

/// Calls `body` on the main actor once the change an observation reported has landed (its
/// `onChange` handler runs before the change is made), counted as work in flight in `work`
/// from the report on, so that waiting for the tracker covers what `body` does.
///
/// The handler runs where the change is made: on the main actor for a coordinator's state, so
/// the count can start at once; a change made elsewhere hops uncounted.
func afterChange(counting work: WorkTracker?, _ body: @escaping @MainActor () -> Void) {
  guard let work, MainQueue.isCurrent else {
    Task { @MainActor in body() }
    return
  }
  MainActor.assumeIsolated { work.begin() }
  Task { @MainActor in
    body()
    work.end()
  }
}

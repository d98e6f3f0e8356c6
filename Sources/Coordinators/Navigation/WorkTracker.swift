/// Counts the work in flight across a flow's scenes (see ``SceneTasks``), so a test can wait
/// until everything the user started has finished — without polling or sleeping:
///
/// ```swift
/// harness.press(.enter)        // saves, in the background
/// await work.idle()            // … and now it is saved
/// ```
@MainActor
public final class WorkTracker {
  /// How many pieces of work are running.
  public private(set) var running = 0
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// A tracker with nothing running.
  public init() {}

  /// Returns once no work is running (at once when none is). Work started by work that
  /// finishes — a save that starts a reload — is waited for too.
  public func idle() async {
    while running > 0 {
      await withCheckedContinuation { waiters.append($0) }
    }
  }

  func begin() {
    running += 1
  }

  func end() {
    running -= 1
    guard running == 0 else { return }
    let waiting = waiters
    waiters.removeAll()
    for waiter in waiting { waiter.resume() }
  }
}

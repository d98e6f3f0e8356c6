import Foundation

/// How far an orderly exit has come, shared by the main queue, which runs the exit hooks, and
/// the signal watcher's thread, which ends the process itself when they do not start or finish
/// in time (``ProcessExit``).
///
/// Exactly one of the two ends the process: the first to ``claim(by:)`` the end. The main queue
/// claims it once every hook has returned; the watcher when its wait runs out, and then says,
/// through the notes of the hooks that had not returned, what was left undone.
///
/// `@unchecked Sendable`: every stored property is read and written under `lock`, except the
/// two semaphores, which are made to be signalled and waited on from any thread. No signal
/// handler touches it.
final class ExitProgress: @unchecked Sendable {
  /// Who ends the process.
  enum Owner: Equatable {
    case mainQueue
    case watcher
  }

  private let lock = NSLock()
  private let started = DispatchSemaphore(value: 0)
  private let claimedByMainQueue = DispatchSemaphore(value: 0)
  private var unfinished: [(id: Int, note: String)] = []
  private var nextID = 0
  private var owner: Owner?

  /// Keeps `note` to be said if the process has to end before the hook it belongs to returns;
  /// returns the hook's id for ``finished(_:)``.
  func add(note: String) -> Int {
    lock.withLock {
      nextID += 1
      unfinished.append((nextID, note))
      return nextID
    }
  }

  /// The exit hooks have started.
  func start() { started.signal() }

  /// The hook with `id` has returned: its note is no longer needed.
  func finished(_ id: Int) {
    lock.withLock { unfinished.removeAll { $0.id == id } }
  }

  /// The notes of the hooks that have not returned, in the order they were added.
  var unfinishedNotes: [String] { lock.withLock { unfinished.map(\.note) } }

  /// Makes `claimant` the one that ends the process, unless the other already is; returns
  /// whether `claimant` is (then the other never ends it).
  func claim(by claimant: Owner) -> Bool {
    let claimed = lock.withLock {
      if owner == nil { owner = claimant }
      return owner == claimant
    }
    if claimed, claimant == .mainQueue { claimedByMainQueue.signal() }
    return claimed
  }

  /// Waits at most `timeout` for the exit hooks to start; returns whether they have.
  func waitForStart(within timeout: DispatchTimeInterval) -> Bool {
    started.wait(timeout: .now() + timeout) == .success
  }

  /// Waits at most `timeout` for the main queue to claim the end (its hooks have all
  /// returned); returns whether it has.
  func waitForMainQueue(within timeout: DispatchTimeInterval) -> Bool {
    claimedByMainQueue.wait(timeout: .now() + timeout) == .success
  }
}

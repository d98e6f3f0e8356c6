/// Counts the async work an app has in flight, so that anything — a test, a replay, a script —
/// can wait until all of it has finished, without polling or sleeping.
///
/// An app makes one tracker in its composition root and hands it to everything that starts
/// work: scene models (``run(_:)``, or `SceneTasks` in Coordinators), stores (`Store`'s effects),
/// the data cache (each change counts until the cache's followers have handled it), the view
/// host (its views' `task`s). The app is idle when the tracker is: ``idle()`` returns once
/// nothing is in flight, resumed by the last piece of work as it ends.
///
/// ```swift
/// let work = WorkTracker()
/// let cache = DataCache(value: Shelf(), work: work)
/// work.run { await loadBooks(into: cache) }
/// await work.idle()  // … loaded, and every follower of the cache has seen the books
/// ```
///
/// Work that never ends — a loop following a sequence, a timer — is not work in flight: start it
/// in a plain `Task` (or `SceneTasks.follow`), and count only what each step does.
@MainActor
public final class WorkTracker {
  /// How many pieces of work are in flight.
  public private(set) var running = 0
  /// The tracker this one reports to as well (a store's own effects count in the app's).
  private let parent: WorkTracker?
  private var waiters: [CheckedContinuation<Void, Never>] = []
  /// The next piece of work's place in the order work is started (``run(_:)``, scene tasks).
  private var nextTicket = 0
  /// The places of those still in flight.
  private var inFlight: Set<Int> = []
  /// Callers of ``finished(before:)``, with the mark each waits for.
  private var markWaiters: [(mark: Int, waiter: CheckedContinuation<Void, Never>)] = []

  /// A tracker with nothing in flight; what it counts is counted in `parent` too.
  public init(parent: WorkTracker? = nil) {
    self.parent = parent
  }

  /// Whether nothing is in flight.
  public var isIdle: Bool { running == 0 }

  /// Returns once nothing is in flight (at once when nothing is). Work started by work that
  /// finishes — a save that starts a reload, a sign-in the cache's followers react to — is
  /// waited for too.
  public func idle() async {
    while running > 0 {
      await withCheckedContinuation { waiters.append($0) }
    }
  }

  /// Starts `work` in a task of its own, counted until it returns; the task hands back what
  /// it returns.
  ///
  /// ```swift
  /// func save(_ draft: Draft) {
  ///   work.run { [service] in try? await service.save(draft) }
  /// }
  /// ```
  @discardableResult
  public func run<Result: Sendable>(
    _ work: @escaping @MainActor () async -> Result
  ) -> Task<Result, Never> {
    let ticket = beginInOrder()
    return Task { @MainActor in
      let result = await work()
      self.end(ticket)
      return result
    }
  }

  /// The point reached in the order work is started: what ``run(_:)`` (or a scene's tasks)
  /// starts from now on comes after it.
  public var mark: WorkMark { WorkMark(ticket: nextTicket) }

  /// Returns once the work started before `mark` (by ``run(_:)`` or a scene's tasks) has
  /// finished; what was started after it is not waited for. For work that must come after
  /// what the user did before it: an undo typed in the same read as a change, before the
  /// change's write has landed, takes back that change.
  ///
  /// ```swift
  /// func undo() {
  ///   let mark = work.mark  // at the key: the changes started before it
  ///   work.run { [work, history] in
  ///     await work.finished(before: mark)
  ///     await history.undo()
  ///   }
  /// }
  /// ```
  public func finished(before mark: WorkMark) async {
    while inFlight.contains(where: { $0 < mark.ticket }) {
      await withCheckedContinuation { markWaiters.append((mark.ticket, $0)) }
    }
  }

  /// Counts one piece of work from now until ``end(_:)`` with what this returns, in the order
  /// ``finished(before:)`` waits by.
  package func beginInOrder() -> Int {
    let ticket = nextTicket
    nextTicket += 1
    inFlight.insert(ticket)
    begin()
    return ticket
  }

  /// Ends the piece of work ``beginInOrder()`` counted as `ticket`.
  package func end(_ ticket: Int) {
    inFlight.remove(ticket)
    if !markWaiters.isEmpty {
      let earliest = inFlight.min() ?? .max
      let ready = markWaiters.filter { $0.mark <= earliest }
      markWaiters.removeAll { $0.mark <= earliest }
      for entry in ready { entry.waiter.resume() }
    }
    end()
  }

  /// Counts one piece of work from now until the matching ``end()``.
  package func begin() {
    running += 1
    parent?.begin()
  }

  /// Ends one piece of work counted by ``begin()``; at zero, resumes every caller of ``idle()``.
  package func end() {
    precondition(running > 0, "WorkTracker.end() without a begin()")
    running -= 1
    if running == 0, !waiters.isEmpty {
      let waiting = waiters
      waiters.removeAll()
      for waiter in waiting { waiter.resume() }
    }
    parent?.end()
  }
}

/// A point in the order a ``WorkTracker`` starts work (``WorkTracker/mark``).
public struct WorkMark: Sendable, Hashable {
  let ticket: Int
}

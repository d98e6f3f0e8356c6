/// The async work a scene's model starts — a save, a toggle, a load — owned by the model:
/// cancelled when the model goes (its scene left the flow), and counted by the app's
/// `WorkTracker` so anything can wait for it (`await work.idle()`) instead of polling.
///
/// Hand the work what it needs (services, ids), not the model itself, so the model can go
/// while work is in flight; report back through a weak reference:
///
/// ```swift
/// func toggleDone(_ id: Int) {
///   tasks.run { [service] in
///     try await service.toggleDone(id)
///   } failed: { [weak self] error in
///     self?.errorMessage = "\(error)"
///   }
/// }
/// ```
@MainActor
public final class SceneTasks {
  /// What counts the work and keeps the order it was started in: the app's tracker, or one of
  /// this scene's own when it has none (then ``queue(_:failed:)`` orders this scene's work only).
  private let tracker: WorkTracker
  private var running: [Int: Task<Void, Never>] = [:]
  private var nextID = 0

  /// Work owned by a model, counted by `tracker` (if any) while it runs.
  public init(tracker: WorkTracker? = nil) {
    self.tracker = tracker ?? WorkTracker()
  }

  isolated deinit {
    cancelAll()
  }

  /// Starts `work`; an error it throws (other than cancellation) goes to `failed`.
  public func run(
    _ work: @escaping @MainActor () async throws -> Void,
    failed: @escaping @MainActor (any Error) -> Void
  ) {
    start {
      do {
        try await work()
      } catch is CancellationError {
        return
      } catch {
        if !Task.isCancelled { failed(error) }
      }
    }
  }

  /// Starts `work` once all the work started before it through the tracker has finished (with
  /// the app's tracker: `run`, any scene's tasks; without one, this scene's); an error it
  /// throws (other than cancellation) goes to `failed`. For changes whose order matters: keys
  /// that arrive in one read (a held Space, Space and undo) then change the data one after
  /// another, each after the last has landed, as they would typed slowly.
  ///
  /// ```swift
  /// func toggleInOrder(_ id: Int) {
  ///   tasks.queue { [service] in
  ///     try await service.toggleDone(id)
  ///   } failed: { [weak self] error in
  ///     self?.errorMessage = "\(error)"
  ///   }
  /// }
  /// ```
  public func queue(
    _ work: @escaping @MainActor () async throws -> Void,
    failed: @escaping @MainActor (any Error) -> Void
  ) {
    // After all the work started before it, an undo typed between two Spaces included.
    let mark = tracker.mark
    run(
      { [tracker] in
        await tracker.finished(before: mark)
        try Task.checkCancellation()
        try await work()
      }, failed: failed)
  }

  /// Starts `work`, which cannot fail.
  public func run(_ work: @escaping @MainActor () async -> Void) {
    start(work)
  }

  /// Follows `sequence` for as long as the owner lives, calling `body` with each element.
  /// A follower is not work in flight: the tracker does not wait for it (though a
  /// `DataCache` with a tracker counts each change it delivers until `body` has handled it).
  public func follow<Sequence: AsyncSequence & Sendable>(
    _ sequence: Sequence, _ body: @escaping @MainActor (Sequence.Element) -> Void
  ) where Sequence.Element: Sendable {
    let id = takeID()
    running[id] = Task { @MainActor [weak self] in
      do {
        for try await element in sequence { body(element) }
      } catch {}
      self?.running[id] = nil
    }
  }

  /// Cancels everything started here.
  public func cancelAll() {
    for task in running.values { task.cancel() }
  }

  private func start(_ work: @escaping @MainActor () async -> Void) {
    let id = takeID()
    let ticket = tracker.beginInOrder()
    running[id] = Task { @MainActor [weak self, tracker] in
      await work()
      self?.running[id] = nil
      tracker.end(ticket)
    }
  }

  private func takeID() -> Int {
    nextID += 1
    return nextID
  }
}

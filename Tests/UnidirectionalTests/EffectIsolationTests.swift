import Clocks
import Foundation
import Testing
import Unidirectional

/// Where an effect's work runs: a `run` closure that does not say `@MainActor` works off the main
/// actor, however the framework wraps it (a debounce, a `catch:`); one that says `@MainActor`
/// runs on it, in the store's task, wrapped or not.
@MainActor
@Suite("Store: where effects run")
struct EffectIsolationTests {
  enum Wrapping: Sendable, Equatable, CaseIterable {
    case plain, debounced, catching
  }

  enum Action: Sendable, Equatable {
    case start(Wrapping), ran(onMainQueue: Bool)
  }

  struct DebounceID: Hashable, Sendable {}

  /// A reducer whose `.start` runs `work`, wrapped as asked, and records where it ran.
  static func reducer(
    _ work: @escaping @isolated(any) @Sendable (Send<Action>) async -> Void
  ) -> (inout [Bool], Action) -> Effect<Action> {
    { state, action in
      switch action {
      case .start(.plain):
        return .run(work)
      case .start(.debounced):
        return .run(work).debounce(id: DebounceID(), for: .zero, clock: ImmediateClock())
      case .start(.catching):
        return .run(work) { _, _ in }
      case .ran(let onMainQueue):
        state.append(onMainQueue)
        return .none
      }
    }
  }

  @Test("a run closure that does not say @MainActor works off the main actor", arguments: Wrapping.allCases)
  func plainClosureRunsOffMain(_ wrapping: Wrapping) async {
    MainQueueProbe.prepare()
    let store = Store(
      initialState: [Bool](),
      reducer: Self.reducer { send in await send(.ran(onMainQueue: MainQueueProbe.isCurrent)) })
    store.send(.start(wrapping))
    await store.effectsFinished()
    #expect(store.state == [false])
  }

  /// A `@MainActor` effect that only calls the main actor runs in the store's task from start to
  /// end, wrapped or not: a main-actor job queued right after the send finds its result already
  /// reduced. Were the store, a debounce's wait (here on a clock whose deadline has passed) or a
  /// `catch:` to run anywhere else, that job would run first, in the gap.
  @Test("a @MainActor run closure finishes without leaving the main actor", arguments: Wrapping.allCases)
  func mainActorClosureStaysOnMain(_ wrapping: Wrapping) async {
    MainQueueProbe.prepare()
    let store = Store(
      initialState: [Bool](),
      reducer: Self.reducer { @MainActor send in send(.ran(onMainQueue: MainQueueProbe.isCurrent)) })
    store.send(.start(wrapping))
    let seenByTheNextJob = await Task { @MainActor in store.state }.value
    #expect(seenByTheNextJob == [true])
    await store.effectsFinished()
  }
}

/// Whether code runs on the main queue, the main actor's executor (which need not be the main
/// thread under the test runner).
enum MainQueueProbe {
  private static let key = DispatchSpecificKey<Bool>()

  /// Marks the main queue.
  @MainActor static func prepare() {
    DispatchQueue.main.setSpecific(key: key, value: true)
  }

  static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}

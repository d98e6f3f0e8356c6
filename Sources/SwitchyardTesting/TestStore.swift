import CustomDump
import IssueReporting
import Unidirectional

/// An exhaustive test harness for a `Store`'s reducer, effects and middleware.
///
/// Every state change must be described, every action an effect sends back must be
/// received, and every effect must have finished (or been skipped explicitly) when the test
/// ends; anything else is reported as a test failure with a readable diff.
///
/// Nothing here is timed. The store's effects run on the main queue, in turn with the test
/// (work that says `@MainActor` runs there anyway; other work runs there instead of on Swift's
/// global pool), and ``receive(_:timeout:assert:fileID:filePath:line:column:)`` and
/// ``finish(timeout:fileID:filePath:line:column:)`` wait, woken by the store, for the action or
/// for the effects to end — however long a loaded machine takes. Their `timeout` (``timeout``,
/// 30 seconds) is only a last guard, for an effect that will never send or end (a delay on a
/// test clock the test did not advance): it fails the test, naming what it waited for.
///
/// `TestClock` (from swift-clocks) comes with `import SwitchyardTesting`, as does
/// `ImmediateClock`: a test target needs no dependency on swift-clocks of its own.
///
/// ```swift
/// @Test func typingSearchesOnceForTheLastQuery() async {
///   let clock = TestClock()
///   let store = TestStore(
///     initialState: SearchState(),
///     reducer: SearchReducer(search: { query in ["Buy \(query)"] }, clock: clock))
///   await store.send(.queryChanged("mi")) {
///     $0.query = "mi"
///     $0.isSearching = true
///   }
///   await store.send(.queryChanged("milk")) { $0.query = "milk" }
///   await clock.advance(by: .milliseconds(300))
///   await store.receive(.resultsLoaded(["Buy milk"])) {
///     $0.results = ["Buy milk"]
///     $0.isSearching = false
///   }
///   await store.finish()
/// }
/// ```
@MainActor
public final class TestStore<State: Equatable, Action: Sendable> {
  let store: Store<State, Action>
  var expected: State
  var received: [(action: Action, state: State)] = []
  var lastSendResult: State?
  var runningEffects = 0
  var waiter: CheckedContinuation<Void, Never>?
  var isFinished = false
  let origin: SourceLocation

  /// The last guard of ``receive(_:timeout:assert:fileID:filePath:line:column:)`` and
  /// ``finish(timeout:fileID:filePath:line:column:)``: how long they wait, at most, for an
  /// effect that sends nothing and does not end before they fail. Never reached by a passing
  /// test, which is woken by the store as soon as what it waits for has happened.
  public var timeout: Duration = .seconds(30)

  /// Creates a test store from a reducer closure.
  public init(
    initialState: State,
    middleware: [Middleware<State, Action>] = [],
    reducer: @escaping (inout State, Action) -> Effect<Action>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    store = Store(initialState: initialState, middleware: middleware, reducer: reducer)
    // Effects take turns with the test on the main queue (see the type's documentation).
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      store.effectExecutor = MainQueueTaskExecutor.shared
    }
    expected = initialState
    origin = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    store.probe = StoreProbe(
      didReduce: { [weak self] action, origin, state in
        self?.record(action, origin: origin, state: state)
      },
      effectsChanged: { [weak self] count in
        self?.runningEffects = count
        self?.wake()
      })
  }

  /// Creates a test store from a `Reducer` value.
  public convenience init<R: Reducer>(
    initialState: State, reducer: R, middleware: [Middleware<State, Action>] = [],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where R.State == State, R.Action == Action {
    self.init(
      initialState: initialState, middleware: middleware,
      reducer: { reducer.reduce(into: &$0, action: $1) },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  // Not `isolated deinit`: that drops the task-local test context, and with it the failure.
  // A test store is created and released on the main actor, which `assumeIsolated` checks.
  deinit {
    MainActor.assumeIsolated {
      guard !isFinished else { return }
      checkCompletion(at: origin)
      store.cancelAll()
    }
  }

  /// The store's current state.
  public var state: State { store.state }

  private func record(_ action: Action, origin: ActionOrigin, state: State) {
    switch origin {
    case .external: lastSendResult = state
    case .effect: received.append((action, state))
    }
    wake()
  }

  func wake() {
    waiter?.resume()
    waiter = nil
  }
}

/// Where a test store reports failures that are not tied to one call.
struct SourceLocation {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

import CustomDump
import IssueReporting
import Unidirectional

/// An exhaustive test harness for a `Store`'s reducer, effects and middleware.
///
/// Every state change must be described, every action an effect sends back must be
/// received, and every effect must have finished (or been skipped explicitly) when the test
/// ends; anything else is reported as a test failure with a readable diff.
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

  /// How long ``receive(_:timeout:assert:fileID:filePath:line:column:)`` and `finish(timeout:)`
  /// wait for effects before failing.
  public var timeout: Duration = .seconds(1)

  /// Creates a test store from a reducer closure.
  public init(
    initialState: State,
    middleware: [Middleware<State, Action>] = [],
    reducer: @escaping (inout State, Action) -> Effect<Action>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    store = Store(initialState: initialState, middleware: middleware, reducer: reducer)
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

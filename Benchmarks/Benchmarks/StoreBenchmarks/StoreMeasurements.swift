import Benchmark
import Observation
import StateFixtures
import Switchyard

/// The physical floor's observable object: one `@Observable` property, as the store has one.
@Observable @MainActor
final class Counter {
  var value = 0
}

@MainActor
final class ObserverCount {
  var changes = 0
}

/// Arms one observer of whatever `read` reads; it fires (and ends) on the next change.
@MainActor
func observe(_ read: @escaping @MainActor () -> Void, into count: ObserverCount) {
  withObservationTracking {
    read()
  } onChange: {
    MainActor.assumeIsolated { count.changes += 1 }
  }
}

/// The reducer on a local copy of the state, written back to one `@Observable` property;
/// with `observed`, one observer is armed before each action, as a view would be.
@MainActor
func measureFloor(_ benchmark: Benchmark, observed: Bool) {
  let counter = Counter()
  let count = ObserverCount()
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    if observed { observe({ _ = counter.value }, into: count) }
    var state = counter.value
    let effect = counterReducer(&state, .increment)
    counter.value = state
    blackHole(effect)
  }
  benchmark.stopMeasurement()
  blackHole(count.changes)
}

/// `Store.send` of the same reducer, with `middlewareCount` middlewares that do nothing;
/// with `observed`, one observer of `state` is armed before each action.
@MainActor
func measureStore(_ benchmark: Benchmark, middlewareCount: Int, observed: Bool) {
  let middleware = (0..<middlewareCount).map { _ in
    Middleware<Int, CounterAction> { _, _, _ in .none }
  }
  let store = Store(initialState: 0, middleware: middleware, reducer: counterReducer)
  let count = ObserverCount()
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    if observed { observe({ _ = store.state }, into: count) }
    store.send(.increment)
  }
  benchmark.stopMeasurement()
  blackHole(count.changes)
  blackHole(store.state)
}

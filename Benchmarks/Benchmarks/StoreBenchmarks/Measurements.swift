import Benchmark
import Observation
import Switchyard

enum CounterAction: Sendable { case increment }

/// The reducer both the store and the floor run.
func counterReducer(_ state: inout Int, _ action: CounterAction) -> Effect<CounterAction> {
  state &+= 1
  return .none
}

@Observable @MainActor
final class Counter {
  var value = 0
}

@MainActor
final class ObserverCount {
  var changes = 0
}

@MainActor
func observe(_ read: @escaping @MainActor () -> Void, into count: ObserverCount) {
  withObservationTracking {
    read()
  } onChange: {
    MainActor.assumeIsolated { count.changes += 1 }
  }
}

@MainActor
func measureFloor(_ benchmark: Benchmark) {
  let counter = Counter()
  let count = ObserverCount()
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    observe({ _ = counter.value }, into: count)
    var state = counter.value
    blackHole(counterReducer(&state, .increment))
    counter.value = state
  }
  benchmark.stopMeasurement()
  blackHole(count.changes)
}

@MainActor
func measureStore(_ benchmark: Benchmark, middlewareCount: Int) {
  let middleware = (0..<middlewareCount).map { _ in
    Middleware<Int, CounterAction> { _, _, after in
      blackHole(after)
      return .none
    }
  }
  let store = Store(initialState: 0, middleware: middleware, reducer: counterReducer)
  let count = ObserverCount()
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    observe({ _ = store.state }, into: count)
    store.send(.increment)
  }
  benchmark.stopMeasurement()
  blackHole(count.changes)
}

struct Row: Identifiable, Equatable, Sendable {
  var id: Int
  var title: String
  var done: Bool
}

struct BigModel: Equatable, Sendable {
  var rows: [Row]
  var counters: [Int]
}

@MainActor
func measureCacheUpdate(_ benchmark: Benchmark) {
  let rows = (0..<100_000).map { Row(id: $0, title: "Row \($0)", done: false) }
  let cache = DataCache(value: BigModel(rows: rows, counters: Array(repeating: 0, count: 50)))
  let streams = (0..<50).map { cache.values(of: \.counters[$0]) }
  var index = 0
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    index = (index &+ 7_919) % 100_000
    let done = !cache.value.rows[index].done
    cache.update(\.rows[index].done, with: done)
  }
  benchmark.stopMeasurement()
  blackHole(streams)
}

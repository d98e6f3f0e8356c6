import Benchmark
import StateFixtures
import Switchyard

/// 100 actions sent in one main-actor turn, on a store with no observer.
@MainActor
func measureBareSends(_ benchmark: Benchmark) {
  let store = Store(initialState: 0, reducer: counterReducer)
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    for _ in 0..<actionsPerFrame { store.send(.increment) }
  }
  benchmark.stopMeasurement()
  blackHole(store.state)
}

/// `actions` actions sent in one main-actor turn while a live `ViewHost` shows the state,
/// then the one frame they lead to: the host's observation fires on the first action (and
/// invalidates the host once) and is armed again by the frame.
@MainActor
func measureSendsThenFrame(_ benchmark: Benchmark, actions: Int) {
  let store = Store(initialState: 0, reducer: counterReducer)
  let host = ViewHost { CounterScreen(store: store) }
  var invalidations = 0
  host.onInvalidate = { invalidations += 1 }
  blackHole(host.render(size: frameSize))
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    for _ in 0..<actions { store.send(.increment) }
    blackHole(host.render(size: frameSize))
  }
  benchmark.stopMeasurement()
  if invalidations != benchmark.scaledIterations.count {
    benchmark.error("expected one invalidation per frame, got \(invalidations)")
  }
}

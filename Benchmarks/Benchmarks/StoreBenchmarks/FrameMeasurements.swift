import Benchmark
import StateFixtures
import Switchyard

/// A small screen that reads the store's state, as a scene's component would.
struct CounterScreen: View {
  let store: Store<Int, CounterAction>

  var body: some View {
    VStack {
      Text("Counter").bold()
      Divider()
      Text("Count: \(store.state)")
      Spacer()
      KeyHintBar()
    }
  }
}

let frameSize = Size(width: 80, height: 24)
let actionsPerFrame = 100

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

/// The same 100 actions while a live `ViewHost` shows the state, then the one frame they
/// lead to: the host's observation fires on the first action and is re-armed by the frame.
@MainActor
func measureSendsThenFrame(_ benchmark: Benchmark) {
  let store = Store(initialState: 0, reducer: counterReducer)
  let host = ViewHost { CounterScreen(store: store) }
  var invalidations = 0
  host.onInvalidate = { invalidations += 1 }
  blackHole(host.render(size: frameSize))
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    for _ in 0..<actionsPerFrame { store.send(.increment) }
    blackHole(host.render(size: frameSize))
  }
  benchmark.stopMeasurement()
  // One invalidation per frame, not per action.
  if invalidations != benchmark.scaledIterations.count {
    benchmark.error("expected one invalidation per frame, got \(invalidations)")
  }
}

/// One frame of the same screen, nothing sent.
@MainActor
func measureFrameOnly(_ benchmark: Benchmark) {
  let store = Store(initialState: 0, reducer: counterReducer)
  let host = ViewHost { CounterScreen(store: store) }
  blackHole(host.render(size: frameSize))
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    host.invalidate()
    blackHole(host.render(size: frameSize))
  }
  benchmark.stopMeasurement()
}

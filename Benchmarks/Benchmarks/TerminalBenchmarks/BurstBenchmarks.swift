import Benchmark
import Switchyard

/// 100 ↓ keys arriving in one read, on the 200×50 screen of a 100,000-row list, as the
/// full-screen backend handles them:
/// - the tree brought up to date before each key that follows a used one (built, laid out and
///   drawn, not encoded), then one frame encoded — what routing each key to the screen
///   current at its turn costs;
/// - beside it, the same 100 keys routed to the tree of the last frame, then one frame (the
///   routing before: cheaper, and wrong once a key changes the screen);
/// - the floor: one frame alone (a single key's worth).
func registerBurstBenchmarks() {
  let burst = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(3))
  Benchmark("Burst: 100 ↓ in one read, tree rebuilt between keys, one frame", configuration: burst) {
    benchmark async in
    await onMainActor(benchmark) { measureBurst($0, rebuilding: true) }
  }
  Benchmark("Burst: 100 ↓ in one read, no rebuild between keys, one frame", configuration: burst) {
    benchmark async in
    await onMainActor(benchmark) { measureBurst($0, rebuilding: false) }
  }
}

/// Sends 100 ↓ to a list host as one read's worth, then encodes the frame they lead to.
@MainActor
func measureBurst(_ benchmark: Benchmark, rebuilding: Bool) {
  let screen = Screen()
  let host = listHost(screen)
  var encoder = FrameEncoder()
  _ = encoder.encode(host.render(size: screenSize))
  for _ in benchmark.scaledIterations {
    screen.selection = 50_000
    _ = encoder.encode(host.render(size: screenSize))
    benchmark.startMeasurement()
    for _ in 0..<100 {
      if rebuilding, host.needsRender { _ = host.render(size: screenSize) }
      host.send(.down)
    }
    blackHole(encoder.encode(host.render(size: screenSize)))
    benchmark.stopMeasurement()
  }
}

import Benchmark
import Switchyard

/// 100 ↓ keys arriving in one read, on the 200×50 screen of a 100,000-row list, as the
/// full-screen backend handles them: the host brings the tree up to date before each key that
/// follows a used one (built, laid out and drawn, not encoded), so each key goes to the screen
/// current at its turn; then one frame is encoded. Beside it, the floor: one frame of the same
/// screen alone (built, laid out, drawn and encoded — a single key's worth).
func registerBurstBenchmarks() {
  let burst = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(3),
    thresholds: checkedInCI)
  Benchmark("Burst: 100 ↓ in one read, tree rebuilt between keys, one frame", configuration: burst) {
    benchmark async in
    await onMainActor(benchmark) { measureBurst($0, keys: 100) }
  }
  Benchmark("Burst floor: one frame of the same screen, no key", configuration: burst) {
    benchmark async in
    await onMainActor(benchmark) { measureBurst($0, keys: 0) }
  }
}

/// Sends `keys` ↓ to a list host as one read's worth, then encodes the frame they lead to.
@MainActor
func measureBurst(_ benchmark: Benchmark, keys: Int) {
  let screen = Screen()
  let host = listHost(screen)
  var encoder = FrameEncoder()
  _ = encoder.encode(host.render(size: screenSize))
  for _ in benchmark.scaledIterations {
    screen.selection = 50_000
    _ = encoder.encode(host.render(size: screenSize))
    benchmark.startMeasurement()
    for _ in 0..<keys { host.send(.down) }
    if keys == 0 { host.invalidate() }
    blackHole(encoder.encode(host.render(size: screenSize)))
    benchmark.stopMeasurement()
  }
}

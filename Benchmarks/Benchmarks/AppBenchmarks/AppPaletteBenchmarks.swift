import Benchmark
import Container
import Features
import Services

/// The command palette of the app signed in on the 100,000-task fixture, open: one typed query
/// to its ranked entries — the app's jump targets (every project and task, read when the
/// palette opened) scored, sorted, the best 50 made entries. The query alternates between
/// two words so no ranking is reused. Its floor is the palette benchmark's in
/// `TerminalBenchmarks` (every byte of 100,000 titles read once).
func registerAppPaletteBenchmarks() {
  Benchmark(
    "Palette in the app, 100,000 tasks: a typed query to the ranked entries",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(5))
  ) { benchmark async in
    await onMainActor(benchmark) { await measureAppPalette($0) }
  } setup: {
    try await Fixture.shared.prepare()
  }
}

@MainActor
func measureAppPalette(_ benchmark: Benchmark) async {
  guard let (container, _) = try? await signedInApp() else {
    return benchmark.error("could not open the fixture")
  }
  let session = AppSession(container: container, restoresNavigation: false)
  session.palette.open()
  session.palette.setQuery("warm")
  blackHole(session.palette.entries.count)
  let queries = ["milk", "plan"]
  var count = 0
  for iteration in benchmark.scaledIterations {
    benchmark.startMeasurement()
    session.palette.setQuery(queries[iteration % 2])
    count += session.palette.entries.count
    benchmark.stopMeasurement()
  }
  blackHole(count)
}

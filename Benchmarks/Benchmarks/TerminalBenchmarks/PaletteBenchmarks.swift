import Benchmark
import Switchyard

/// What these measure (figures in the README's performance table):
/// - The command palette ranking 100,000 task titles for what was typed: one keystroke's work
///   (every title scored by `FuzzyMatch`, the matches sorted, the best 50 kept), the query
///   alternating between two four-letter words so nothing is reused.
/// - The floor beside it: a case-insensitive substring test of the same query against the same
///   100,000 titles (what any filter must at least do), with no scoring and no sort.
func registerPaletteBenchmarks() {
  Benchmark(
    "Palette: rank 100,000 task titles for a typed query",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(3))
  ) { benchmark async in
    await onMainActor(benchmark) { measurePaletteRanking($0) }
  }
  Benchmark(
    "Palette floor: substring test of 100,000 titles",
    configuration: .init(metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(3))
  ) { benchmark async in
    await onMainActor(benchmark) { measureSubstringFloor($0) }
  }
}

/// 100,000 titles like a task tracker's, some of them matching the queries.
let paletteTitles: [String] = {
  let words = [
    "Buy", "oat", "milk", "Call", "mum", "Plan", "the", "weekend", "hike", "Fix", "kitchen", "tap",
    "Review", "pull", "request", "Water", "plants", "Renew", "passport", "Write", "release", "notes",
  ]
  return (0..<100_000).map { index in
    (0..<4).map { words[(index &* 7 &+ $0 &* 13) % words.count] }.joined(separator: " ") + " \(index)"
  }
}()

@MainActor
func measurePaletteRanking(_ benchmark: Benchmark) {
  let targets = paletteTitles.map { PaletteTarget(title: $0, detail: "task", route: Route(["inbox"])) }
  let palette = CommandPalette(scheme: "bench", root: { nil }, targets: { targets })
  let queries = ["milk", "plnt"]
  var count = 0
  benchmark.startMeasurement()
  for iteration in benchmark.scaledIterations {
    palette.setQuery(queries[iteration % 2])
    count += palette.entries.count
  }
  benchmark.stopMeasurement()
  blackHole(count)
}

@MainActor
func measureSubstringFloor(_ benchmark: Benchmark) {
  let lowered = paletteTitles.map { $0.lowercased() }
  let queries = ["milk", "plnt"]
  var count = 0
  benchmark.startMeasurement()
  for iteration in benchmark.scaledIterations {
    let query = queries[iteration % 2]
    count += lowered.reduce(0) { $0 + ($1.contains(query) ? 1 : 0) }
  }
  benchmark.stopMeasurement()
  blackHole(count)
}

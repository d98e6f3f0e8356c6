import Benchmark
import Switchyard

/// What these measure (figures in Documentation/Performance.md):
/// - The command palette ranking 100,000 task titles for what was typed: one keystroke's work
///   (every title scored by `FuzzyMatch`, the matches sorted, the best 50 kept), the query
///   alternating between two four-letter words so nothing is reused.
/// - The floor beside it: every byte of the same 100,000 titles read once, counting those equal
///   to the query's first letter in either case — what any matcher must at least do (look at
///   every character of every title), with no matching, scoring or sort.
func registerPaletteBenchmarks() {
  Benchmark(
    "Palette: rank 100,000 task titles for a typed query",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(3))
  ) { benchmark async in
    await onMainActor(benchmark) { measurePaletteRanking($0) }
  }
  Benchmark(
    "Palette floor: read every byte of 100,000 titles once",
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
  palette.open()
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
  let titles = paletteTitles
  let queries: [(UInt8, UInt8)] = [
    (UInt8(ascii: "m"), UInt8(ascii: "M")), (UInt8(ascii: "p"), UInt8(ascii: "P")),
  ]
  var count = 0
  benchmark.startMeasurement()
  for iteration in benchmark.scaledIterations {
    let (lower, upper) = queries[iteration % 2]
    for title in titles {
      var title = title
      title.withUTF8 { bytes in
        for byte in bytes where byte == lower || byte == upper { count += 1 }
      }
    }
  }
  benchmark.stopMeasurement()
  blackHole(count)
}

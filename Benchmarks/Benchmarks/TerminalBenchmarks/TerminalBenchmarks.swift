import Benchmark
import Switchyard

/// What these measure (figures in Documentation/Performance.md):
/// - A full frame of a 200×50 screen showing a 100,000-row list: build, layout, draw, diff
///   and encode from scratch (a fresh encoder, so every cell is written).
/// - Moving the list selection by one row: time for the frame, and bytes written (custom
///   metric `bytes`) for an xterm-compatible terminal (`FrameEncoder()`'s default
///   capabilities: blanks erased with ECH, runs repeated with REP).
/// - A one-character edit in a text field: time for the frame, and bytes written.
/// - Moving the selection of a data-driven list (100,000 `Identifiable` rows with UUID ids,
///   the selection bound to an id, in the middle of the data): time for the frame.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(3))

  Benchmark("Full frame, 200×50, 100,000-row list") { benchmark async in
    await onMainActor(benchmark) { measureFullFrame($0) }
  }
  Benchmark(
    "List selection moves one row (frame + diff)",
    configuration: .init(
      metrics: [.wallClock, .custom("bytes")], scalingFactor: .one, maxDuration: .seconds(3))
  ) { benchmark async in
    await onMainActor(benchmark) { measureSelectionMove($0) }
  }
  Benchmark(
    "One-character edit in a text field (frame + diff)",
    configuration: .init(
      metrics: [.wallClock, .custom("bytes")], scalingFactor: .one, maxDuration: .seconds(3))
  ) { benchmark async in
    await onMainActor(benchmark) { measureTextEdit($0) }
  }
  Benchmark(
    "Data list (100,000 rows by id) selection moves one row",
    configuration: .init(metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(3))
  ) { benchmark async in
    await onMainActor(benchmark) { measureDataListMove($0) }
  }
  registerPasteBenchmarks()
  registerPaletteBenchmarks()
  registerBurstBenchmarks()
  registerTextEditorBenchmarks()
  registerOutlineBenchmarks()
  registerTableBenchmarks()
  registerEncodeBenchmarks()
}

/// The tolerance of the rows CI checks (`.ci/check-benchmarks`, against the figures in
/// `Benchmarks/Thresholds`): a row's allocations per iteration (p90) may exceed its recorded
/// figure by 2 %.
var checkedInCI: [BenchmarkMetric: BenchmarkThresholds] { [.mallocCountTotal: .init(relative: [.p90: 2])] }

/// Runs `body` on the main actor with the benchmark, while the harness's task waits.
func onMainActor(_ benchmark: Benchmark, _ body: @escaping @MainActor @Sendable (Benchmark) -> Void) async {
  let box = BenchmarkBox(benchmark: benchmark)
  await MainActor.run { body(box.benchmark) }
}

/// Carries the harness's `Benchmark` into a main-actor closure.
///
/// `@unchecked Sendable` is safe: the harness's task is suspended awaiting the main actor
/// for as long as the closure uses the object, so it is never used from two threads at once.
struct BenchmarkBox: @unchecked Sendable {
  let benchmark: Benchmark
}

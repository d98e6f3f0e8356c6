import Benchmark
import Foundation
import Switchyard

/// What these measure (figures in the README's performance table):
/// - `Store.send` of a trivial reducer with one observer re-armed per action, beside the floor:
///   the same reducer function on a local copy written to one `@Observable` property, with
///   the same observer work. Reported per action (scaling factor: kilo).
/// - The same `Store.send` with three middlewares.
/// - `DataCache.update(_:with:)` of one element of a 100,000-item model with 50 key-path
///   subscribers of other key paths: time and allocations per update.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .throughput],
    scalingFactor: .kilo,
    maxDuration: .seconds(3)
  )

  Benchmark("Floor: reducer on a local copy + one @Observable write") { benchmark async in
    await onMainActor(benchmark) { measureFloor($0) }
  }
  Benchmark("Store.send, trivial reducer, one observer") { benchmark async in
    await onMainActor(benchmark) { measureStore($0, middlewareCount: 0) }
  }
  Benchmark("Store.send, trivial reducer, one observer, three middlewares") { benchmark async in
    await onMainActor(benchmark) { measureStore($0, middlewareCount: 3) }
  }
  Benchmark(
    "DataCache.update one element of 100,000, 50 other key-path subscribers",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], scalingFactor: .kilo,
      maxDuration: .seconds(3))
  ) { benchmark async in
    await onMainActor(benchmark) { measureCacheUpdate($0) }
  }
}

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

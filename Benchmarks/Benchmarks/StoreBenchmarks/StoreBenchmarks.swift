import Benchmark
import Foundation
import StateFixtures
import Switchyard

/// The state layer, measured from a client module (so the store's inlinable hot path is
/// specialised here, as in an app). Figures in Documentation/Performance.md.
///
/// Per action (scaling factor: kilo, so times are per action):
/// - Floor: the reducer on a local copy, written back to one `@Observable` property, no
///   observer — the least any store can do.
/// - `Store.send` of the same reducer, no observer; with three middlewares that do nothing.
/// - Floor and `Store.send` with one observer armed per action (`withObservationTracking`),
///   which costs far more than either.
///
/// Per frame (scaling factor: one):
/// - 100 `Store.send` in one main-actor turn, no observer; one `Store.send` while a live
///   `ViewHost` shows the state, then the frame it leads to; 100 of them, then that frame.
///
/// DataCache, 100,000 rows:
/// - `update(\.rows[i].done, with:)` with 50 subscribers of other key paths; with one
///   subscriber of `values(of: \.rows)`; with one live consumer of it.
/// - `populate` of one changed element; of 1,000 (500 changed, 500 new); the first merge,
///   which builds the id index.
let benchmarks: @Sendable () -> Void = {
  let perAction = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .throughput], scalingFactor: .kilo, maxDuration: .seconds(3))
  let perOperation = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(3))
  let perUpdate = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], scalingFactor: .kilo,
    maxDuration: .seconds(3), thresholds: checkedInCI)

  Benchmark("Floor: reducer + one @Observable write, no observer", configuration: perAction) {
    benchmark async in
    await onMainActor(benchmark) { measureFloor($0, observed: false) }
  }
  Benchmark("Store.send, trivial reducer, no observer", configuration: perAction) { benchmark async in
    await onMainActor(benchmark) { measureStore($0, middlewareCount: 0, observed: false) }
  }
  Benchmark("Store.send, trivial reducer, three no-op middlewares, no observer", configuration: perAction) {
    benchmark async in
    await onMainActor(benchmark) { measureStore($0, middlewareCount: 3, observed: false) }
  }
  Benchmark("Floor with one observer armed per action", configuration: perAction) { benchmark async in
    await onMainActor(benchmark) { measureFloor($0, observed: true) }
  }
  Benchmark("Store.send, trivial reducer, one observer armed per action", configuration: perAction) {
    benchmark async in
    await onMainActor(benchmark) { measureStore($0, middlewareCount: 0, observed: true) }
  }

  Benchmark("100 × Store.send, no observer", configuration: perOperation) { benchmark async in
    await onMainActor(benchmark) { measureBareSends($0) }
  }
  Benchmark("1 × Store.send with a live ViewHost, then one frame (80×24)", configuration: perOperation) {
    benchmark async in
    await onMainActor(benchmark) { measureSendsThenFrame($0, actions: 1) }
  }
  Benchmark("100 × Store.send with a live ViewHost, then one frame (80×24)", configuration: perOperation) {
    benchmark async in
    await onMainActor(benchmark) { measureSendsThenFrame($0, actions: actionsPerFrame) }
  }

  Benchmark(
    "DataCache.update one element of 100,000, 50 other key-path subscribers", configuration: perUpdate
  ) {
    benchmark async in
    await onMainActor(benchmark) { measureUpdateWithSubscribers($0, ofRows: false) }
  }
  Benchmark(
    "DataCache.update one element of 100,000, one subscriber of that collection", configuration: perUpdate
  ) {
    benchmark async in
    await onMainActor(benchmark) { measureUpdateWithSubscribers($0, ofRows: true) }
  }
  Benchmark(
    "DataCache.update one element of 100,000, one consumer of that collection", configuration: perOperation
  ) { benchmark async in
    await onMainActorAsync(benchmark) { await measureUpdateWithCollectionSubscriber($0) }
  }
  Benchmark("DataCache.populate one changed element into 100,000", configuration: perAction) {
    benchmark async in
    await onMainActor(benchmark) { measurePopulateOne($0) }
  }
  Benchmark(
    "DataCache.populate 1,000 (500 changed, 500 new) into 100,000+",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(3),
      maxIterations: 100)
  ) { benchmark async in
    await onMainActor(benchmark) { measurePopulateThousand($0) }
  }
  Benchmark(
    "DataCache.populate, first merge into 100,000 (builds the id index)",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(3),
      maxIterations: 50)
  ) { benchmark async in
    await onMainActor(benchmark) { measureFirstPopulate($0) }
  }
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

/// Runs the async `body` on the main actor with the benchmark, while the harness's task waits.
func onMainActorAsync(
  _ benchmark: Benchmark, _ body: @escaping @MainActor @Sendable (Benchmark) async -> Void
) async {
  let box = BenchmarkBox(benchmark: benchmark)
  await body(box.benchmark)
}

/// Carries the harness's `Benchmark` into a main-actor closure.
///
/// `@unchecked Sendable` is safe: the harness's task is suspended awaiting the main actor
/// for as long as the closure uses the object, so it is never used from two threads at once.
struct BenchmarkBox: @unchecked Sendable {
  let benchmark: Benchmark
}

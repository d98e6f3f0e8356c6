import Benchmark
import Foundation

/// The task tracker with 100,000 tasks in its database (built once per run in a temporary
/// file). What these measure (figures in the README's performance table):
/// - Cold start to the first Inbox frame: open the database, restore the session, load the
///   user's projects and tasks into the cache, build and draw the Inbox at 200×50.
///   (Password hashing is excluded: PBKDF2 at 600,000 iterations is deliberately slow.)
///   Peak resident memory is recorded with it.
/// - A full-text search (prefix terms, bm25 ranking, 50 results): median and p99.
/// - A keystroke (↓) in the Inbox list to the next frame, diffed and encoded.
/// - Failed sign-ins, known and unknown email, beside one password hash (`SignInBenchmarks`).
/// - The app's command palette ranking its 100,000 tasks for a query (`AppPaletteBenchmarks`).
let benchmarks: @Sendable () -> Void = {
  Benchmark(
    "Cold start to first Inbox frame, 100,000 tasks",
    configuration: .init(
      metrics: [.wallClock, .peakMemoryResident], scalingFactor: .one, maxDuration: .seconds(10),
      maxIterations: 10)
  ) { benchmark async in
    await onMainActor(benchmark) { await measureColdStart($0) }
  } setup: {
    try await Fixture.shared.prepare()
  }

  Benchmark(
    "Full-text search, 100,000 tasks",
    configuration: .init(metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(5))
  ) { benchmark async in
    await measureSearch(benchmark)
  } setup: {
    try await Fixture.shared.prepare()
  }

  Benchmark(
    "Keystroke in the Inbox to the next frame, 100,000 tasks",
    configuration: .init(metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(5))
  ) { benchmark async in
    await onMainActor(benchmark) { await measureKeystroke($0) }
  } setup: {
    try await Fixture.shared.prepare()
  }

  registerSignInBenchmarks()
  registerAppPaletteBenchmarks()
}

/// Runs `body` on the main actor with the benchmark, while the harness's task waits.
func onMainActor(
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

import Benchmark
import Foundation
import Routing
import TerminalUI

/// The task tracker at 1k, 10k, 100k and 1M tasks (issue 23), measured only through its public
/// entry points — `AppContainer`, `AppRun` and its host's keys and frames, `TaskService`,
/// the palette — on a 200×50 screen. Each size's rows (`Fixture`: one user, 20 projects):
/// - Space (mark done) → screen: the key, the write, the cache and every list updated, the
///   next frame diffed and encoded; undone (`u`, then Home) after each, unmeasured, so every
///   Space marks the Inbox's first task and the fixture stays as it was. Floor: one SQLite
///   UPDATE of one row + one frame.
/// - Launch → first Inbox frame, remembered sign-in (open, resume, load, build, draw, encode),
///   with the process's peak resident memory. Floor: SQLite reading the 50 rows shown.
/// - Palette open → frame, and a key typed into it → its lookup answered → frame. Floor: the
///   palette's lookup alone (`TaskService.titleSearch`).
/// - Search: a key → the results on screen, after the debounce (on a clock that does not wait:
///   the work, not the wait). Floor: the search's SQL alone, for the same queries typed. And
///   what a key costs beyond its SQL, both measured side by side for each key (the goal is
///   under 2 ms).
/// - ↓ in the Inbox → frame.
/// And once: an empty 200×50 frame, the floor of every frame. Sign-in rows: `SignInBenchmarks`.
let benchmarks: @Sendable () -> Void = {
  for size in Fixture.sizes {
    registerAppRows(size)
  }
  Benchmark(
    "Floor: an empty 200×50 frame, drawn and encoded from scratch",
    configuration: .init(metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(2))
  ) { benchmark async in
    await onMainActor(benchmark) { measureEmptyFrame($0) }
  }
  registerSignInBenchmarks()
}

/// The label of a size in rows' names: 1k, 10k, 100k, 1M.
func label(_ size: Int) -> String {
  size >= 1_000_000 ? "\(size / 1_000_000)M" : "\(size / 1_000)k"
}

/// Registers the rows of one size.
func registerAppRows(_ size: Int) {
  let tasks = "\(label(size)) tasks"
  // A million tasks: few iterations, so the whole run stays in minutes.
  let iterations = size >= 1_000_000 ? 20 : size >= 100_000 ? 60 : 200
  let keys = Benchmark.Configuration(
    metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(3), maxIterations: iterations)
  // The rows that type `typedQueries` (the palette's keys, the search and its floor) take it in
  // whole rounds, so each averages the same mix of short and long prefixes: 60 keys at 100k
  // and 20 at 1M used to take the first keys twice, or the first 20 only.
  let rounds = size >= 1_000_000 ? 1 : size >= 100_000 ? 2 : 6
  let typing = Benchmark.Configuration(
    metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(6),
    maxIterations: rounds * typedQueries.count)
  let launches = Benchmark.Configuration(
    metrics: [.wallClock, .peakMemoryResident], scalingFactor: .one, maxDuration: .seconds(10),
    maxIterations: size >= 1_000_000 ? 5 : 10)
  let setup: @Sendable () async throws -> Void = { try await Fixture.sized(size).prepare() }

  Benchmark("Space (mark done) → next frame, \(tasks)", configuration: keys) { benchmark async in
    await onMainActor(benchmark) {
      await measureKeys($0, Fixture.sized(size), keys: [.character(" ")], undo: [.character("u"), .home])
    }
  } setup: {
    try await setup()
  }
  Benchmark("Floor: one SQLite UPDATE of one row + one frame, \(tasks)", configuration: keys) {
    benchmark async in
    await onMainActor(benchmark) { await measureUpdateFloor($0, Fixture.sized(size)) }
  } setup: {
    try await setup()
  }
  Benchmark(
    "Launch → first Inbox frame (remembered sign-in), \(tasks); peak memory", configuration: launches
  ) { benchmark async in
    await onMainActor(benchmark) { await measureLaunch($0, Fixture.sized(size)) }
  } setup: {
    try await setup()
  }
  Benchmark("Floor: SQLite reading the 50 rows shown, \(tasks)", configuration: keys) { benchmark async in
    await onMainActor(benchmark) { await measureRowsFloor($0, Fixture.sized(size)) }
  } setup: {
    try await setup()
  }
  Benchmark("Palette: open (:) → frame, \(tasks)", configuration: keys) { benchmark async in
    await onMainActor(benchmark) { await measurePaletteOpen($0, Fixture.sized(size)) }
  } setup: {
    try await setup()
  }
  Benchmark("Palette: a key → its lookup answered → frame, \(tasks)", configuration: typing) {
    benchmark async in
    await onMainActor(benchmark) {
      await measureKeys($0, Fixture.sized(size), keys: typedQueries) { $0.palette.open() }
    }
  } setup: {
    try await setup()
  }
  Benchmark("Floor: the palette's title lookup alone (SQL + ranking), \(tasks)", configuration: keys) {
    benchmark async in
    await onMainActor(benchmark) { await measureTitleSearch($0, Fixture.sized(size)) }
  } setup: {
    try await setup()
  }
  Benchmark(
    "Search: a key → results on screen, after the debounce (not waited), \(tasks)", configuration: typing
  ) { benchmark async in
    await onMainActor(benchmark) {
      await measureKeys($0, Fixture.sized(size), clock: NoWaitClock(), keys: typedQueries) {
        try $0.coordinator.open(Route(["search"]))
      }
    }
  } setup: {
    try await setup()
  }
  Benchmark("Floor: the search SQL alone for the same keys (200 results), \(tasks)", configuration: typing) {
    benchmark async in
    await onMainActor(benchmark) { await measureSearchFloor($0, Fixture.sized(size)) }
  } setup: {
    try await setup()
  }
  Benchmark(
    "Search: a key → results on screen, less the same query's SQL run beside it, \(tasks)",
    configuration: .init(
      // Twice the rounds (each key runs its query three times more): its median is of
      // differences between times of queries that take 10 to 70 ms at 100k and 1M.
      metrics: [searchOverheadMetric, searchFrameMetric], scalingFactor: .one, maxDuration: .seconds(20),
      maxIterations: 2 * rounds * typedQueries.count)
  ) { benchmark async in
    await onMainActor(benchmark) { await measureSearchOverhead($0, Fixture.sized(size)) }
  } setup: {
    try await setup()
  }
  Benchmark("↓ in the Inbox → next frame, \(tasks)", configuration: keys) { benchmark async in
    await onMainActor(benchmark) {
      await measureKeys(
        $0, Fixture.sized(size),
        keys: Array(repeating: Key.down, count: 20) + Array(repeating: Key.up, count: 20))
    }
  } setup: {
    try await setup()
  }
}

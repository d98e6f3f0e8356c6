import Benchmark
import StateFixtures
import Switchyard

/// `update(\.rows[i].done, with:)` on a cache of 100,000 rows while 50 subscribers follow
/// other key paths (`\.counters[j]`), or while one follows the rows; their consumers are
/// not running (the cache's own work).
@MainActor
func measureUpdateWithSubscribers(_ benchmark: Benchmark, ofRows: Bool) {
  let cache = DataCache(value: bigModel())
  let streams = ofRows ? [] : (0..<50).map { cache.values(of: \.counters[$0]) }
  let rows = ofRows ? [cache.values(of: \.rows)] : []
  var index = 0
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    index = (index &+ 7_919) % rowCount
    cache.update(\.rows[index].done, with: !cache.value.rows[index].done)
  }
  benchmark.stopMeasurement()
  blackHole((streams, rows))
}

/// The same update while one consumer follows `values(of: \.rows)`: it has received the
/// collection and reads each new one (between measured updates) without keeping it.
@MainActor
func measureUpdateWithCollectionSubscriber(_ benchmark: Benchmark) async {
  let cache = DataCache(value: bigModel())
  let seen = Tally()
  let consumer = Task { @MainActor in
    for await rows in cache.values(of: \.rows) { seen.count += rows.count }
  }
  while seen.count == 0 { await Task.yield() }
  var index = 0
  for _ in benchmark.scaledIterations {
    index = (index &+ 7_919) % rowCount
    let done = !cache.value.rows[index].done
    benchmark.startMeasurement()
    cache.update(\.rows[index].done, with: done)
    benchmark.stopMeasurement()
    let before = seen.count
    while seen.count == before { await Task.yield() }
  }
  consumer.cancel()
}

@MainActor
final class Tally {
  var count = 0
}

/// `populate(\.rows, with: [row])`: one changed element merged into 100,000, each time a
/// different one. The cache's id index is built before measuring.
@MainActor
func measurePopulateOne(_ benchmark: Benchmark) {
  let cache = DataCache(value: bigModel())
  cache.populate(\.rows, with: [Row(id: 0, title: "Row 0", done: true)])
  var index = 0
  var done = false
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    index = (index &+ 7_919) % rowCount
    if index < 7_919 { done.toggle() }
    cache.populate(\.rows, with: [Row(id: index, title: "Row \(index)", done: !done)])
  }
  benchmark.stopMeasurement()
}

/// `populate(\.rows, with:)` of 1,000 elements — 500 changed ones spread over the
/// collection and 500 new ones — into 100,000; the collection grows by 500 per merge (to
/// 150,000 after 100), and the array's occasional growth is part of the figures.
@MainActor
func measurePopulateThousand(_ benchmark: Benchmark) {
  let cache = DataCache(value: bigModel())
  cache.populate(\.rows, with: [Row(id: 0, title: "Row 0", done: true)])
  var nextID = rowCount
  for iteration in benchmark.scaledIterations {
    let incoming = mergeBatch(round: iteration, firstNewID: nextID)
    nextID += 500
    benchmark.startMeasurement()
    cache.populate(\.rows, with: incoming)
    benchmark.stopMeasurement()
  }
}

/// The first merge into a freshly loaded cache of 100,000 rows: it builds the id index.
@MainActor
func measureFirstPopulate(_ benchmark: Benchmark) {
  for _ in benchmark.scaledIterations {
    let cache = DataCache(value: bigModel())
    benchmark.startMeasurement()
    cache.populate(\.rows, with: [Row(id: 50_000, title: "Row 50000", done: true)])
    benchmark.stopMeasurement()
  }
}

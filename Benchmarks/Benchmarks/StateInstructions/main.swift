import Observation
import StateFixtures
import Switchyard

// Runs one state-layer operation `count` times, for `valgrind --tool=callgrind`, which
// counts instructions exactly where wall-clock time on a shared machine is noisy. Each
// operation is a function of its own (`measured…` or `run…`), to collect with
// `--toggle-collect`; Documentation/Performance.md has the commands.
//
// Usage: StateInstructions <operation> <count>, operation one of floor, store, store3,
// populate1, populate1000, update50, updateWatched, sends, sendFrame, sendsFrame

@Observable @MainActor
final class Counter {
  var value = 0
}

@inline(never) @MainActor
func runFloor(_ count: Int) {
  let counter = Counter()
  for _ in 0..<count {
    var state = counter.value
    let effect = counterReducer(&state, .increment)
    counter.value = state
    withExtendedLifetime(effect) {}
  }
}

@inline(never) @MainActor
func runStore(_ count: Int, middleware middlewareCount: Int) {
  let middleware = (0..<middlewareCount).map { _ in Middleware<Int, CounterAction> { _, _, _ in .none } }
  let store = Store(initialState: 0, middleware: middleware, reducer: counterReducer)
  for _ in 0..<count { store.send(.increment) }
}

@MainActor
func runPopulate(_ count: Int, thousand: Bool) {
  let cache = DataCache(value: bigModel())
  cache.populate(\.rows, with: [Row(id: 0, title: "Row 0", done: true)])
  var nextID = rowCount
  for round in 0..<count {
    let index = (round &* 7_919) % rowCount
    let rows =
      thousand
      ? mergeBatch(round: round, firstNewID: nextID) : [Row(id: index, title: "x\(round % 2)", done: true)]
    nextID += 500
    measuredPopulate(cache, rows)
  }
}

@inline(never) @MainActor
func measuredPopulate(_ cache: DataCache<BigModel>, _ rows: [Row]) {
  cache.populate(\.rows, with: rows)
}

/// `count` updates of one row while 50 subscribers follow other key paths, or while one
/// subscriber follows the rows. (Valgrind cannot run an async variant of this program, so
/// the subscribers' consumers are not running; the wall-clock benchmark has a live one.)
@MainActor
func runUpdate(_ count: Int, collectionSubscriber: Bool) {
  let cache = DataCache(value: bigModel())
  let counters = collectionSubscriber ? [] : (0..<50).map { cache.values(of: \.counters[$0]) }
  let rows = collectionSubscriber ? [cache.values(of: \.rows)] : []
  var index = 0
  for _ in 0..<count {
    index = (index &+ 7_919) % rowCount
    measuredUpdate(cache, index)
  }
  withExtendedLifetime((counters, rows)) {}
}

@inline(never) @MainActor
func measuredUpdate(_ cache: DataCache<BigModel>, _ index: Int) {
  cache.update(\.rows[index].done, with: !cache.value.rows[index].done)
}

/// `count` rounds of `actions` actions, each round followed by a frame of the counter
/// screen when `frame` (the screen's host observes the state).
@MainActor
func runFrames(_ count: Int, actions: Int, frame: Bool) {
  let store = Store(initialState: 0, reducer: counterReducer)
  let host = ViewHost { CounterScreen(store: store) }
  if frame { withExtendedLifetime(host.render(size: frameSize)) {} }
  for _ in 0..<count { measuredFrame(store, host, actions: actions, frame: frame) }
}

@inline(never) @MainActor
func measuredFrame(_ store: Store<Int, CounterAction>, _ host: ViewHost, actions: Int, frame: Bool) {
  for _ in 0..<actions { store.send(.increment) }
  if frame { withExtendedLifetime(host.render(size: frameSize)) {} }
}

let arguments = CommandLine.arguments
let operation = arguments.count > 1 ? arguments[1] : "store"
let count = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 100_000
MainActor.assumeIsolated {
  switch operation {
  case "floor": runFloor(count)
  case "store": runStore(count, middleware: 0)
  case "store3": runStore(count, middleware: 3)
  case "populate1": runPopulate(count, thousand: false)
  case "populate1000": runPopulate(count, thousand: true)
  case "update50": runUpdate(count, collectionSubscriber: false)
  case "updateWatched": runUpdate(count, collectionSubscriber: true)
  case "sends": runFrames(count, actions: actionsPerFrame, frame: false)
  case "sendFrame": runFrames(count, actions: 1, frame: true)
  case "sendsFrame": runFrames(count, actions: actionsPerFrame, frame: true)
  default: print("unknown operation \(operation)")
  }
}

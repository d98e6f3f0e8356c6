import Switchyard

// What the state-layer benchmarks and the instruction counter both run.

/// The one action of the trivial reducer.
public enum CounterAction: Sendable { case increment }

/// The trivial reducer both the store and the floor run (inlinable, so the floor calls it
/// as directly as a reducer written in the same module).
@inlinable
public func counterReducer(_ state: inout Int, _ action: CounterAction) -> Effect<CounterAction> {
  state &+= 1
  return .none
}

/// A row of the large model.
public struct Row: Identifiable, Equatable, Sendable {
  public var id: Int
  public var title: String
  public var done: Bool

  public init(id: Int, title: String, done: Bool) {
    self.id = id
    self.title = title
    self.done = done
  }
}

/// A model with a large collection and a few small values.
public struct BigModel: Equatable, Sendable {
  public var rows: [Row]
  public var counters: [Int]
}

/// How many rows the large model has.
public let rowCount = 100_000

/// A model with 100,000 rows and 50 counters (a fresh array, uniquely owned by whoever
/// stores it).
public func bigModel() -> BigModel {
  BigModel(
    rows: (0..<rowCount).map { Row(id: $0, title: "Row \($0)", done: false) },
    counters: Array(repeating: 0, count: 50))
}

/// The 1,000 rows of one large merge: 500 changes spread over the first 100,000 rows and
/// 500 new rows with ids from `firstNewID`.
public func mergeBatch(round: Int, firstNewID: Int) -> [Row] {
  let changed = (0..<500).map {
    Row(id: ($0 * 199 + round) % rowCount, title: "Changed \(round)", done: true)
  }
  let added = (0..<500).map { Row(id: firstNewID + $0, title: "New \(firstNewID + $0)", done: false) }
  return changed + added
}

/// A small screen that reads the store's state, as a scene's component would.
public struct CounterScreen: View {
  let store: Store<Int, CounterAction>

  public init(store: Store<Int, CounterAction>) {
    self.store = store
  }

  public var body: some View {
    VStack {
      Text("Counter").bold()
      Divider()
      Text("Count: \(store.state)")
      Spacer()
      KeyHintBar()
    }
  }
}

/// The screen size of the per-frame benchmarks.
public let frameSize = Size(width: 80, height: 24)

/// How many actions land before each frame in the per-frame benchmarks.
public let actionsPerFrame = 100

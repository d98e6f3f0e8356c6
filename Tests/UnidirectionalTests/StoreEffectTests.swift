import Clocks
import Observation
import Testing
import Unidirectional

@MainActor
@Suite("Store: effects")
struct StoreEffectTests {
  enum Action: Sendable, Equatable {
    case start, tick(Int), stop, fail, failed(String), done
  }

  struct TickerID: Hashable, Sendable {}
  struct Boom: Error {}

  /// A reducer whose `.start` streams ticks until cancelled.
  static func ticker(_ ticks: AsyncStream<Int>) -> (inout [Int], Action) -> Effect<Action> {
    { state, action in
      switch action {
      case .start:
        return .run { send in
          for await tick in ticks { await send(.tick(tick)) }
          await send(.done)
        }
        .cancellable(id: TickerID(), cancelInFlight: true)
      case .tick(let value):
        state.append(value)
        return .none
      case .stop:
        return .cancel(id: TickerID())
      case .fail:
        return .run { _ in
          throw Boom()
        } catch: { error, send in
          await send(.failed("\(error)"))
        }
      case .failed(let message):
        state.append(message.count)
        return .none
      case .done:
        state.append(-1)
        return .none
      }
    }
  }

  @Test("a repeating effect delivers every value, then its completion")
  func repeatingEffect() async {
    let (ticks, input) = AsyncStream.makeStream(of: Int.self)
    let store = Store(initialState: [Int](), reducer: Self.ticker(ticks))
    store.send(.start)
    for value in 1...3 { input.yield(value) }
    input.finish()
    await store.effectsFinished()
    #expect(store.state == [1, 2, 3, -1])
  }

  @Test("cancel(id:) stops the effect and drops anything it sends afterwards")
  func cancelByID() async {
    let (ticks, input) = AsyncStream.makeStream(of: Int.self)
    let store = Store(initialState: [Int](), reducer: Self.ticker(ticks))
    store.send(.start)
    input.yield(1)
    await changes(of: store) { $0 == [1] }
    store.send(.stop)
    #expect(store.runningEffectCount == 0)
    input.yield(2)
    input.finish()
    await store.effectsFinished()  // the cancelled effect has ended
    #expect(store.state == [1])
  }

  @Test("cancelInFlight replaces the running effect with the new one")
  func cancelInFlight() async {
    let (ticks, input) = AsyncStream.makeStream(of: Int.self)
    let store = Store(initialState: [Int](), reducer: Self.ticker(ticks))
    store.send(.start)
    store.send(.start)
    #expect(store.runningEffectCount == 1)
    input.finish()
    await store.effectsFinished()
    #expect(store.state == [-1])
  }

  @Test("a throwing effect hands its error to the catch handler")
  func throwingEffect() async {
    let (ticks, _) = AsyncStream.makeStream(of: Int.self)
    let store = Store(initialState: [Int](), reducer: Self.ticker(ticks))
    store.send(.fail)
    await store.effectsFinished()
    #expect(store.state == ["Boom()".count])
  }

  @Test("cancelAll cancels every running effect")
  func cancelAll() async {
    let (ticks, _) = AsyncStream.makeStream(of: Int.self)
    let store = Store(initialState: [Int](), reducer: Self.ticker(ticks))
    store.send(.start)
    store.send(.fail)
    store.cancelAll()
    #expect(store.runningEffectCount == 0)
  }

  @Test("effects end with the store")
  func effectsEndWithStore() async {
    let (cancelled, signal) = AsyncStream.makeStream(of: Void.self)
    var store: Store<Int, Action>? = Store(initialState: 0) { _, _ in
      .run { _ in
        await withTaskCancellationHandler {
          for await _ in AsyncStream<Never>.makeStream().stream {}
        } onCancel: {
          signal.yield()
        }
      }
    }
    store?.send(.start)
    #expect(store?.runningEffectCount == 1)
    store = nil
    var iterator = cancelled.makeAsyncIterator()
    #expect(await iterator.next() != nil)
  }

  @Test("a debounced effect cancelled before its task starts never runs, even once its deadline has passed")
  func debounceCancelledBeforeItStarts() async {
    struct DebounceID: Hashable, Sendable {}
    let clock = TestClock()
    // Made before the clock moves, so its deadline is behind the clock when its task starts.
    let ran = Ran()
    let late = Effect<Action>.run { _ in await ran.mark() }.debounce(
      id: DebounceID(), for: .seconds(1), clock: clock)
    await clock.advance(by: .seconds(2))
    let store = Store<[String], Action>(initialState: []) { state, action in
      switch action {
      case .start: return late
      case .stop: return .cancel(id: DebounceID())
      default:
        state.append("\(action)")
        return .none
      }
    }
    // One main-actor turn: the effect's task cannot start before it is cancelled.
    store.send(.start)
    store.send(.stop)
    await store.effectsFinished()
    #expect(
      await ran.count == 0, "the work of a cancelled effect ran (its actions are dropped, its work is not)")
  }

  @Test("debounce runs only the last request of a burst, timed by the injected clock")
  func debounceWithTestClock() async {
    let clock = TestClock()
    let store = Store(
      initialState: SearchState(), reducer: SearchReducer(clock: clock, search: searchCatalogue))
    store.send(.queryChanged("b"))
    await clock.advance(by: .milliseconds(200))
    store.send(.queryChanged("mil"))
    await clock.advance(by: .milliseconds(299))
    #expect(store.state.results.isEmpty)
    await clock.advance(by: .milliseconds(1))
    await store.effectsFinished()
    #expect(store.state.results == ["Buy milk", "Mill visit"])
  }
}

/// Suspends until `condition` holds for `store`'s state, woken by each change of it (no
/// polling): for a state reached while an effect keeps running.
@MainActor
func changes<State, Action>(of store: Store<State, Action>, until condition: (State) -> Bool) async {
  while !condition(store.state) {
    await withCheckedContinuation { continuation in
      withObservationTracking {
        _ = store.state
      } onChange: {
        continuation.resume()
      }
    }
  }
}

@MainActor
@Suite("Store: waiting for effects")
struct StoreEffectsFinishedTests {
  enum Action: Equatable, Sendable { case start, done }

  @Test("effectsFinished() returns once the effects an action started, and theirs, have ended")
  func waitsForChains() async {
    let (gate, open) = AsyncStream.makeStream(of: Void.self)
    var reduced: [Action] = []
    let store = Store<Int, Action>(initialState: 0) { state, action in
      reduced.append(action)
      switch action {
      case .start:
        return .run { send in
          for await _ in gate { break }
          await send(.done)
        }
      case .done:
        state += 1
        return .none
      }
    }
    await store.effectsFinished()
    store.send(.start)
    #expect(store.runningEffectCount == 1)
    open.yield()
    await store.effectsFinished()
    #expect(store.state == 1)
    #expect(reduced == [.start, .done])
  }
}

/// Counts how many times an effect's work ran.
actor Ran {
  private(set) var count = 0
  func mark() { count += 1 }
}

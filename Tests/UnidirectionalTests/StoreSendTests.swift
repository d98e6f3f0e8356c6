import Observation
import Testing
import Unidirectional

@MainActor
@Suite("Store: reducing and queueing")
struct StoreSendTests {
  enum Action: Sendable, Equatable { case a, b, c, reenter }

  @Test("send runs the reducer and publishes the new state")
  func sendReduces() {
    let store = Store(initialState: 0) { (state: inout Int, action: Action) in
      state += 1
      return .none
    }
    store.send(.a)
    store.send(.b)
    #expect(store.state == 2)
  }

  @Test("a Reducer value with dependencies drives the store")
  func reducerProtocol() async {
    let store = Store(
      initialState: SearchState(),
      reducer: SearchReducer(clock: ContinuousClock(), search: searchCatalogue))
    store.send(.record("x"))
    #expect(store.state.log == ["x"])
  }

  @Test(".send effects run right after their reduce, in order, before later actions")
  func sendEffectsAreQueued() {
    var order: [Action] = []
    let store = Store(initialState: 0) { (state: inout Int, action: Action) in
      order.append(action)
      switch action {
      case .a: return .merge(.send(.b), .send(.c))
      default: return .none
      }
    }
    store.send(.a)
    #expect(order == [.a, .b, .c])
  }

  @Test("send called while a reduce is running is queued, never lost or reentrant")
  func reentrantSendIsQueued() {
    var order: [Action] = []
    var depth = 0
    var maxDepth = 0
    let holder = Holder<Store<Int, Action>>()
    let middleware = Middleware<Int, Action> { action, _, _ in
      depth += 1
      maxDepth = max(maxDepth, depth)
      if action == .reenter { holder.value?.send(.c) }
      depth -= 1
      return .none
    }
    let store = Store(initialState: 0, middleware: [middleware]) { state, action in
      order.append(action)
      return action == .reenter ? .send(.b) : .none
    }
    holder.value = store
    store.send(.reenter)
    #expect(order == [.reenter, .b, .c])
    #expect(maxDepth == 1)
  }

  @Test("a reduce that leaves state equal notifies no observer")
  func equalStateIsSilent() {
    let store = Store(initialState: 5) { (state: inout Int, action: Action) in
      if action == .a { state += 0 } else { state += 1 }
      return .none
    }
    let flag = Flag()
    withObservationTracking {
      _ = store.state
    } onChange: {
      MainActor.assumeIsolated { flag.raised = true }
    }
    store.send(.a)
    #expect(!flag.raised)
    store.send(.b)
    #expect(flag.raised)
  }

  @Test("middleware sees each action with the state before and after, and its effects run")
  func middlewareSeesBeforeAndAfter() {
    var seen: [String] = []
    let audit = Middleware<Int, Action> { action, before, after in
      seen.append("\(action):\(before)->\(after)")
      return action == .a ? .send(.c) : .none
    }
    let store = Store(initialState: 0, middleware: [audit]) { (state: inout Int, action: Action) in
      state += action == .c ? 10 : 1
      return .none
    }
    store.send(.a)
    #expect(seen == ["a:0->1", "c:1->11"])
    #expect(store.state == 11)
  }
}

@MainActor
final class Holder<Value: AnyObject> {
  weak var value: Value?
}

@MainActor
final class Flag {
  var raised = false
}

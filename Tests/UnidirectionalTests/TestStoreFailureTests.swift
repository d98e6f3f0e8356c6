import Clocks
import SwitchyardTesting
import Testing
import Unidirectional

/// Each test here makes the TestStore fail on purpose and checks the message it reports.
@MainActor
@Suite("TestStore: failures are reported")
struct TestStoreFailureTests {
  static func counter(_ state: inout Int, _ action: Int) -> Effect<Int> {
    state += action
    return action > 1 ? .send(action - 1) : .none
  }

  @Test("a wrong expected state fails with a −/+ diff")
  func wrongState() async {
    let store = TestStore(initialState: 0, reducer: Self.counter)
    await withKnownIssue {
      await store.send(1) { $0 = 2 }
    } matching: { issue in
      let text = "\(issue)"
      return text.contains("State was not as expected after sending 1")
        && text.contains("− 2") && text.contains("+ 1")
    }
  }

  @Test("a state change without an assertion fails")
  func unassertedChange() async {
    let store = TestStore(initialState: 0, reducer: Self.counter)
    await withKnownIssue {
      await store.send(1)
    } matching: {
      "\($0)".contains("State changed but no change was expected")
    }
  }

  @Test("an assertion closure when nothing changed fails")
  func expectedChangeMissing() async {
    let store = TestStore(initialState: 0, reducer: Self.counter)
    await withKnownIssue {
      await store.send(0) { $0 = 0 }
    } matching: {
      "\($0)".contains("Expected state to change after sending 0, but no change occurred")
    }
  }

  @Test("sending before receiving the effect's action fails")
  func unreceivedBeforeSend() async {
    let store = TestStore(initialState: 0, reducer: Self.counter)
    await store.send(2) { $0 = 2 }
    await withKnownIssue {
      await store.send(0)
    } matching: {
      "\($0)".contains("Must handle 1 received action(s) before sending an action: 1")
    }
    #expect(store.state == 3)
  }

  @Test("receiving a different action fails and names the action received")
  func unexpectedReceive() async {
    let store = TestStore(initialState: 0, reducer: Self.counter)
    await store.send(2) { $0 = 2 }
    await withKnownIssue {
      await store.receive(5) { $0 = 3 }
    } matching: {
      "\($0)".contains("Received an unexpected action. Expected 5, received:")
    }
  }

  @Test("receiving when no effect sent anything fails at once")
  func nothingToReceive() async {
    let store = TestStore(initialState: 0, reducer: Self.counter)
    await withKnownIssue {
      await store.receive(1)
    } matching: {
      "\($0)".contains("Expected to receive 1, but no action was received.")
    }
  }

  @Test("an action received and never asserted fails when the test store ends")
  func unassertedReceivedAtEnd() async {
    await withKnownIssue {
      let store = TestStore(initialState: 0, reducer: Self.counter)
      await store.send(2) { $0 = 2 }
    } matching: {
      "\($0)".contains("1 received action(s) were never asserted: 1")
    }
  }

  @Test("an effect still running when the test store ends fails")
  func effectStillRunning() async {
    await withKnownIssue {
      let store = TestStore(
        initialState: SearchState(), reducer: SearchReducer(clock: TestClock(), search: searchCatalogue))
      await store.send(.queryChanged("x")) {
        $0.query = "x"
        $0.isLoading = true
      }
    } matching: {
      "\($0)".contains("1 effect(s) still running at the end of the test")
    }
  }

  @Test("finish() fails when an effect outlives its timeout")
  func finishTimesOut() async {
    let store = TestStore(
      initialState: SearchState(), reducer: SearchReducer(clock: TestClock(), search: searchCatalogue))
    await store.send(.queryChanged("x")) {
      $0.query = "x"
      $0.isLoading = true
    }
    await withKnownIssue {
      await store.finish(timeout: .milliseconds(10))
    } matching: {
      "\($0)".contains("1 effect(s) still running at the end of the test")
    }
    store.skipInFlightEffects()
  }
}

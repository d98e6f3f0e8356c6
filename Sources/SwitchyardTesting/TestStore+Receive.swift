import CustomDump
import IssueReporting
import Unidirectional

extension TestStore {
  /// Asserts that an effect sent `expectedAction` back, and the state it led to.
  ///
  /// Waits up to `timeout` (default ``timeout``) for the action while effects are running;
  /// it never sleeps when nothing is running. Advance a test clock first for delayed effects.
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async where Action: Equatable {
    await receive(
      describe(expectedAction), timeout: timeout, matching: { $0 == expectedAction },
      assert: update, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Asserts that an effect sent back an action for which `predicate` holds (useful when the
  /// action carries a value the test cannot construct), and the state it led to.
  public func receive(
    _ description: String = "an action",
    timeout: Duration? = nil,
    matching predicate: (Action) -> Bool,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await waitUntil(timeout: timeout ?? self.timeout) { !$0.received.isEmpty || $0.runningEffects == 0 }
    guard !received.isEmpty else {
      fail("Expected to receive \(description), but no action was received.", at: location)
      return
    }
    let (action, state) = received.removeFirst()
    guard predicate(action) else {
      var message = "Received an unexpected action. Expected \(description), received:"
      message += "\n\n" + describe(action)
      fail(message, at: location)
      expected = state
      return
    }
    assertState(after: "receiving \(describe(action))", actual: state, update: update, at: location)
    await waitForEffectsToEnd()
  }

  /// How long ``receive(_:timeout:assert:fileID:filePath:line:column:)`` waits, after the
  /// action, for the effects still running to end.
  static var effectEndGrace: Duration { .milliseconds(100) }

  /// Waits, woken by the store as each effect ends (no polling), until no effect runs or
  /// another action arrives: an effect that has just sent its last action is still on its way
  /// out, and a test that ends here must not find it running. An effect that goes on (a timer,
  /// a stream) is left running after ``effectEndGrace``.
  func waitForEffectsToEnd() async {
    guard runningEffects > 0, received.isEmpty else { return }
    await waitUntil(timeout: Self.effectEndGrace) { $0.runningEffects == 0 || !$0.received.isEmpty }
  }

  /// Drops every action received so far without asserting it, and adopts the state they led to.
  public func skipReceivedActions() {
    guard let last = received.last else { return }
    expected = last.state
    received.removeAll()
  }

  /// Cancels every running effect; the test no longer expects anything from them.
  public func skipInFlightEffects() {
    store.cancelAll()
    runningEffects = 0
  }

  /// Waits for every effect to finish, then asserts that no received action is left
  /// unasserted. Call it at the end of a test that starts effects.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await waitUntil(timeout: timeout ?? self.timeout) { $0.runningEffects == 0 }
    checkCompletion(at: location)
    isFinished = true
  }

  /// Reports effects still running and received actions never asserted.
  func checkCompletion(at location: SourceLocation) {
    if runningEffects > 0 {
      fail(
        """
        \(runningEffects) effect(s) still running at the end of the test. Wait for them \
        with finish(), or cancel them with skipInFlightEffects().
        """, at: location)
    }
    if !received.isEmpty {
      fail(
        "\(received.count) received action(s) were never asserted: \(pending)", at: location)
    }
  }

  /// Suspends until `condition` holds or `timeout` passes, waking whenever the store reduces
  /// an action or an effect starts or ends.
  func waitUntil(timeout: Duration, _ condition: (TestStore) -> Bool) async {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while !condition(self), ContinuousClock.now < deadline {
      let alarm = Task { [weak self] in
        try? await Task.sleep(until: deadline, clock: .continuous)
        self?.wake()
      }
      await withCheckedContinuation { waiter = $0 }
      alarm.cancel()
    }
  }
}

import CustomDump
import IssueReporting
import Unidirectional

extension TestStore {
  /// Asserts that an effect sent `expectedAction` back, and the state it led to.
  ///
  /// While effects are running and no action has arrived, waits for one — woken by the store,
  /// never by a timer — and fails at once when nothing is running. `timeout` (default
  /// ``timeout``) is only a last guard against an effect that never sends: advance a test
  /// clock first for delayed effects.
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
    let limit = timeout ?? self.timeout
    let settled = await waitUntil(timeout: limit) { !$0.received.isEmpty || $0.runningEffects == 0 }
    guard !received.isEmpty else {
      var message = "Expected to receive \(description), but no action was received."
      if !settled {
        message += " Waited \(limit) (the last guard) while \(runningEffects) effect(s) kept running:"
        message += " is one waiting on a clock the test has not advanced?"
      }
      fail(message, at: location)
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
    await letEffectsMoveOn()
  }

  /// How many turns of the main queue ``letEffectsMoveOn()`` gives the effects.
  static var effectTurns: Int { 20 }

  /// Gives the running effects up to ``effectTurns`` turns of the main queue, where they run
  /// (``MainQueueTaskExecutor``), stopping once none runs or another action arrives: an effect
  /// that has just sent its last action is still on its way out, a few hops on that queue, and
  /// a test that ends here must not find it running. An effect that waits for something (a
  /// timer, a stream) is left running. Turns, not time: a loaded machine makes each turn
  /// slower, never fewer.
  func letEffectsMoveOn() async {
    for _ in 0..<Self.effectTurns {
      guard runningEffects > 0, received.isEmpty else { return }
      await Task.yield()
    }
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
  ///
  /// The wait is woken by the store as effects end, never by a timer; `timeout` (default
  /// ``timeout``) is only a last guard against an effect that never ends.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let limit = timeout ?? self.timeout
    let ended = await waitUntil(timeout: limit) { $0.runningEffects == 0 }
    checkCompletion(at: location, waited: ended ? nil : limit)
    isFinished = true
  }

  /// Reports effects still running and received actions never asserted; `waited`: how long
  /// ``finish(timeout:fileID:filePath:line:column:)`` waited for the effects before giving up.
  func checkCompletion(at location: SourceLocation, waited: Duration? = nil) {
    if runningEffects > 0 {
      let guardPassed = waited.map { "finish() waited \($0), its last guard: " } ?? ""
      fail(
        """
        \(guardPassed)\(runningEffects) effect(s) still running at the end of the test. Wait for \
        them with finish(), or cancel them with skipInFlightEffects().
        """, at: location)
    }
    if !received.isEmpty {
      fail(
        "\(received.count) received action(s) were never asserted: \(pending)", at: location)
    }
  }

  /// Suspends until `condition` holds, woken by the store whenever it reduces an action or an
  /// effect starts or ends; returns whether it holds. `timeout` is the last guard: when it
  /// passes first, this returns false.
  func waitUntil(timeout: Duration, _ condition: (TestStore) -> Bool) async -> Bool {
    guard !condition(self) else { return true }
    let deadline = ContinuousClock.now.advanced(by: timeout)
    let alarm = Task { [weak self] in
      try? await Task.sleep(until: deadline, clock: .continuous)
      self?.wake()
    }
    defer { alarm.cancel() }
    while !condition(self) {
      guard ContinuousClock.now < deadline else { return false }
      await withCheckedContinuation { waiter = $0 }
    }
    return true
  }
}

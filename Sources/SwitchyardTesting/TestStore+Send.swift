import CustomDump
import IssueReporting
import Unidirectional

extension TestStore {
  /// Sends `action` and asserts the state it leads to.
  ///
  /// `update` receives the state before the action and must turn it into the state expected
  /// after it. Omit it when the action must not change state. Fails when the states differ,
  /// when state changed but no `update` was given, when `update` was given but nothing
  /// changed, and when actions sent back by effects are still waiting to be received.
  public func send(
    _ action: Action,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if !received.isEmpty {
      fail(
        "Must handle \(received.count) received action(s) before sending an action: \(pending)",
        at: location)
      skipReceivedActions()
    }
    lastSendResult = nil
    store.send(action)
    let actual = lastSendResult ?? store.state
    assertState(
      after: "sending \(describe(action))", actual: actual, update: update, at: location)
  }

  /// Compares `actual` with the expected state transformed by `update`, reports any
  /// mismatch, and moves the expectation on to `actual`.
  func assertState(
    after event: String, actual: State, update: ((inout State) throws -> Void)?,
    at location: SourceLocation
  ) {
    var wanted = expected
    if let update {
      do {
        try update(&wanted)
      } catch {
        fail("Threw error in the assertion closure after \(event): \(error)", at: location)
      }
      if wanted == expected && actual == expected {
        fail(
          """
          Expected state to change after \(event), but no change occurred. \
          If no change is expected, omit the trailing closure.
          """, at: location)
      }
    }
    if wanted != actual {
      let difference = diff(wanted, actual, format: .proportional).map { "\n\n" + $0 } ?? ""
      let what = update == nil ? "State changed but no change was expected" : "State was not as expected"
      fail("\(what) after \(event): (−: expected, +: actual)\(difference)", at: location)
    }
    expected = actual
  }

  var pending: String {
    received.map { describe($0.action) }.joined(separator: ", ")
  }

  func describe(_ action: Action) -> String {
    var text = ""
    customDump(action, to: &text, maxDepth: 1)
    return text
  }

  func fail(_ message: String, at location: SourceLocation) {
    reportIssue(
      message, fileID: location.fileID, filePath: location.filePath,
      line: location.line, column: location.column)
  }
}

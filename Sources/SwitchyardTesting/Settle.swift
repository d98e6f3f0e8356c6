import IssueReporting

/// Lets other tasks run — a listener reacting to the cache, an effect's result coming back —
/// until `condition` holds. It never sleeps: it yields the main actor again and again, so it
/// waits exactly as long as the work takes. If the condition still does not hold after
/// `timeout` (generous: under a sanitizer on two cores the work can take tens of seconds), the
/// test fails (a helper that gave up silently would hide the bug).
///
/// Prefer awaiting the work itself where you can: `WorkTracker.idle()` for scene work,
/// `TestStore.receive` for a store's effects. `settle` is for what has no handle to await.
///
/// ```swift
/// await settle { app.isSignedIn }
/// ```
@MainActor
public func settle(
  timeout: Duration = .seconds(60), until condition: () -> Bool,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) async {
  let deadline = ContinuousClock.now.advanced(by: timeout)
  while !condition() {
    guard ContinuousClock.now < deadline else {
      reportIssue(
        "settle: the condition still did not hold after \(timeout)", fileID: fileID, filePath: filePath,
        line: line, column: column)
      return
    }
    await Task.yield()
  }
}

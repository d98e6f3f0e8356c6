import SwitchyardTesting
import Testing

@MainActor
@Suite("settle(until:)")
struct SettleFailureTests {
  @Test("returns as soon as the condition holds, after other tasks ran")
  func holds() async {
    var flag = false
    Task { @MainActor in flag = true }
    await settle { flag }
    #expect(flag)
  }

  @Test("a condition that never holds fails the test, naming the wait")
  func neverHolds() async {
    await withKnownIssue {
      await settle(timeout: .milliseconds(20)) { false }
    } matching: { issue in
      issue.description.contains("settle: the condition still did not hold")
    }
  }
}

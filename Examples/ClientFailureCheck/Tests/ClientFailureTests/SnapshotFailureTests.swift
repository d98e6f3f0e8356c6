import Switchyard
import SwitchyardTesting
import Testing

/// Each test is wrong on purpose (unless `CLIENT_FAILURE_CHECK_PASS=1`) and must fail.
@MainActor
@Suite("Deliberately failing snapshots")
struct SnapshotFailureTests {
  @Test("a view that no longer draws its recorded snapshot fails with a line diff")
  func snapshotMismatch() {
    let name = shouldPass ? "Grace" : "Ada"
    assertSnapshot(of: Text("Hello, \(name)").bold(), width: 20, height: 1, named: "greeting")
  }

  /// The check deletes the file this records (it must not be committed).
  @Test("a snapshot never recorded is recorded, and the test fails")
  func missingSnapshot() {
    assertSnapshot(
      of: Text("Hello, Grace").bold(), width: 20, height: 1, named: shouldPass ? "greeting" : "never-recorded"
    )
  }
}

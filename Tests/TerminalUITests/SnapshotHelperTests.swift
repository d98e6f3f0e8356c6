import Foundation
import SwitchyardTesting
import Testing

/// The snapshot helper itself: it passes on a match, fails with a readable diff on a change,
/// and fails (after recording) when a snapshot is missing. Each test writes into its own
/// temporary folder, never beside the real tests.
@MainActor
@Suite("Snapshot helper")
struct SnapshotHelperTests {
  let file = FileManager.default.temporaryDirectory
    .appendingPathComponent("switchyard-snapshots-\(UUID().uuidString)")
    .appendingPathComponent("screen.txt")

  func stored() -> String? { try? String(contentsOf: file, encoding: .utf8) }
  func cleanUp() { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }

  @Test("a missing snapshot is recorded and the test fails, so nobody's snapshot passes unseen")
  func missing() {
    defer { cleanUp() }
    withKnownIssue {
      assertSnapshot(of: "hello\nworld", storedAt: file, record: false)
    } matching: { issue in
      "\(issue)".contains("Recorded a new snapshot “screen”")
    }
    #expect(stored() == "hello\nworld\n")
    assertSnapshot(of: "hello\nworld", storedAt: file, record: false)
  }

  @Test("a changed screen fails with a line diff of what was recorded and what is drawn now")
  func changed() throws {
    defer { cleanUp() }
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "title\nold line\nfooter\n".write(to: file, atomically: true, encoding: .utf8)
    withKnownIssue {
      assertSnapshot(of: "title\nnew line\nfooter", storedAt: file, record: false)
    } matching: { issue in
      let text = "\(issue)"
      return text.contains("differs") && text.contains("  title") && text.contains("− old line")
        && text.contains("+ new line") && text.contains("  footer")
    }
    #expect(stored() == "title\nold line\nfooter\n")
  }

  @Test("recording replaces the stored snapshot without failing")
  func recording() throws {
    defer { cleanUp() }
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "old\n".write(to: file, atomically: true, encoding: .utf8)
    assertSnapshot(of: "new", storedAt: file, record: true)
    #expect(stored() == "new\n")
  }
}

import Foundation
import SwitchyardTesting
import Testing

@MainActor
@Suite("expectReplayMatchesRecording")
struct ExpectReplayTests {
  let file = FileManager.default.temporaryDirectory.appendingPathComponent(
    "switchyard-replay-\(UUID()).jsonl")

  init() throws {
    let lines = [
      #"{"type":"start","version":1,"width":20,"height":2}"#,
      #"{"type":"key","t":5,"key":"a"}"#,
      #"{"type":"screen","t":9,"text":"Title\nBody"}"#,
    ]
    try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
  }

  @Test("passes when the replay ends on the recorded screen")
  func matches() async {
    await expectReplayMatchesRecording(at: file) { _ in "Title\nBody" }
    try? FileManager.default.removeItem(at: file)
  }

  @Test("fails, naming each line that differs, when it does not")
  func differs() async {
    await withKnownIssue {
      await expectReplayMatchesRecording(at: file) { _ in "Title\nOther\nExtra" }
    } matching: { issue in
      let text = issue.description
      return text.contains("ends on another screen")
        && text.contains("line 2:\n  recorded: Body\n  replayed: Other")
        && text.contains("line 3:\n  recorded: (none)\n  replayed: Extra")
    }
    try? FileManager.default.removeItem(at: file)
  }

  @Test("fails when the replay itself fails")
  func replayFails() async {
    struct Broken: Error {}
    await withKnownIssue {
      await expectReplayMatchesRecording(at: file) { _ in throw Broken() }
    } matching: {
      $0.description.contains("could not be replayed")
    }
    try? FileManager.default.removeItem(at: file)
  }
}

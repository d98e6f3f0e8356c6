import Foundation
import IssueReporting
import TerminalUI

/// Turns a recorded session into a regression test: replays the recording at `url` with your
/// app's `replay` (which returns the final screen) and fails the test — showing the lines that
/// differ — unless that screen is the one the recording ends with.
///
/// ```swift
/// await expectReplayMatchesRecording(at: recordingFile) {
///   try await AppReplay.run(recordingAt: $0)
/// }
/// ```
@MainActor
public func expectReplayMatchesRecording(
  at url: URL, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column, replay: (URL) async throws -> String
) async {
  func fail(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  do {
    let recording = try Recording(contentsOf: url)
    guard let expected = recording.finalScreen else {
      return fail("\(url.lastPathComponent) ends with no screen to compare with")
    }
    let screen = try await replay(url)
    guard screen != expected else { return }
    let (got, want) = (screen.components(separatedBy: "\n"), expected.components(separatedBy: "\n"))
    let differing = (0..<max(got.count, want.count)).filter { index in
      (got.indices.contains(index) ? got[index] : nil) != (want.indices.contains(index) ? want[index] : nil)
    }
    let lines = differing.prefix(5).map { index in
      "line \(index + 1):\n  recorded: \(want.indices.contains(index) ? want[index] : "(none)")\n"
        + "  replayed: \(got.indices.contains(index) ? got[index] : "(none)")"
    }
    fail("the replay of \(url.lastPathComponent) ends on another screen:\n" + lines.joined(separator: "\n"))
  } catch {
    fail("\(url.lastPathComponent) could not be replayed: \(error)")
  }
}

import Foundation
import IssueReporting
import TerminalUI

/// Compares what a view draws with a recorded text file, and fails with a line diff when
/// they differ.
///
/// Snapshots live beside the test file, in `__Snapshots__/<TestFile>/<name>.txt`. A missing
/// snapshot is recorded and the test fails (so CI never passes on a snapshot nobody looked
/// at); set `SNAPSHOT_RECORD=1` to re-record every snapshot a run touches, or pass
/// `record: true` to re-record one.
///
/// ```swift
/// @Test func noteListSnapshot() {
///   assertSnapshot(
///     of: NoteListComponent(model: NoteListComponentModelMock()), width: 30, height: 3, named: "note-list")
/// }
/// ```
@MainActor
public func assertSnapshot<V: View>(
  of view: V, width: Int, height: Int, named name: String, styled: Bool = false, record: Bool? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let screen = HeadlessRenderer.render(view, width: width, height: height, styled: styled)
  assertSnapshot(
    of: screen, named: name, record: record, fileID: fileID, filePath: filePath, line: line,
    column: column)
}

/// Compares `text` (a screen) with the recorded snapshot `name`; see the view variant.
/// `record` overrides `SNAPSHOT_RECORD` (nil: the environment decides).
public func assertSnapshot(
  of text: String, named name: String, record: Bool? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let testFile = URL(fileURLWithPath: "\(filePath)")
  let file = testFile.deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
    .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    .appendingPathComponent("\(name).txt")
  assertSnapshot(
    of: text, storedAt: file, record: record, fileID: fileID, filePath: filePath, line: line,
    column: column)
}

/// Compares `text` with the snapshot stored in `file`: passes when they are equal, fails
/// with a line diff when they differ, and records `file` (failing unless recording) when it
/// is missing. With `record` (or `SNAPSHOT_RECORD=1` when `record` is nil) it re-records.
public func assertSnapshot(
  of text: String, storedAt file: URL, record: Bool? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let name = file.deletingPathExtension().lastPathComponent
  let recording = record ?? (ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1")
  let contents = text + "\n"
  func fail(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  guard !recording, let recorded = try? String(contentsOf: file, encoding: .utf8) else {
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: file, atomically: true, encoding: .utf8)
    } catch {
      return fail("Could not record snapshot \(file.path): \(error)")
    }
    if !recording { fail("Recorded a new snapshot “\(name)”; check it and run the test again.\n\(text)") }
    return
  }
  guard recorded != contents else { return }
  fail("Snapshot “\(name)” differs (−: recorded, +: now):\n" + SnapshotDiff.lines(recorded, contents))
}

/// A line diff of two screens, for failure messages.
enum SnapshotDiff {
  static func lines(_ old: String, _ new: String) -> String {
    let before = old.split(separator: "\n", omittingEmptySubsequences: false)
    let after = new.split(separator: "\n", omittingEmptySubsequences: false)
    var output: [String] = []
    for index in 0..<max(before.count, after.count) {
      let left = index < before.count ? String(before[index]) : nil
      let right = index < after.count ? String(after[index]) : nil
      if left == right {
        output.append("  " + (left ?? ""))
      } else {
        if let left { output.append("− " + left) }
        if let right { output.append("+ " + right) }
      }
    }
    return output.joined(separator: "\n")
  }
}

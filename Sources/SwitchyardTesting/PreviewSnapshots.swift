import IssueReporting
import TerminalUI

/// Snapshots every preview at every one of its sizes, styled, so registering a preview adds its
/// snapshot test: `__Snapshots__/<TestFile>/<preview slug>-<width>x<height>.txt`.
///
/// Fails when `previews` is empty (a registry that lost its entries would otherwise pass) and
/// when two previews share a name (their snapshots would overwrite each other).
///
/// ```swift
/// @Test func previews() {
///   assertPreviewSnapshots(ShelfPreviews.all)
/// }
/// ```
@MainActor
public func assertPreviewSnapshots(
  _ previews: [Preview], record: Bool? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  guard !previews.isEmpty else {
    reportIssue(
      "assertPreviewSnapshots: no previews to snapshot", fileID: fileID, filePath: filePath, line: line,
      column: column)
    return
  }
  var seen = Set<String>()
  for preview in previews {
    guard seen.insert(preview.slug).inserted else {
      reportIssue(
        "assertPreviewSnapshots: two previews are named “\(preview.name)”", fileID: fileID,
        filePath: filePath,
        line: line, column: column)
      continue
    }
    for size in preview.sizes {
      assertSnapshot(
        of: preview.makeView(), width: size.width, height: size.height,
        named: "\(preview.slug)-\(size.width)x\(size.height)", styled: true, record: record, fileID: fileID,
        filePath: filePath, line: line, column: column)
    }
  }
}

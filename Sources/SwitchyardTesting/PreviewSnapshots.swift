import IssueReporting
import TerminalUI

/// Snapshots every preview at every one of its sizes, styled, so registering a preview adds its
/// snapshot test: `__Snapshots__/<TestFile>/<preview slug>-<width>x<height>.txt`.
///
/// Each is drawn as it looks a moment after it appears (half a second later),
/// so a loading state shows the spinner `ComponentStateView` holds back at first.
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
        of: settledScreen(preview.makeView(), size: size, styled: true),
        named: "\(preview.slug)-\(size.width)x\(size.height)", record: record, fileID: fileID,
        filePath: filePath, line: line, column: column)
    }
  }
}

/// How many animation ticks (100 ms each) a preview snapshot waits: longer than a
/// `ComponentStateView`'s spinner delay, so a loading state shows its spinner.
let settleTicks = 5

/// The screen `view` draws at `size` once ``settleTicks`` animation ticks have passed.
@MainActor
func settledScreen<V: View>(_ view: V, size: Size, styled: Bool) -> String {
  let harness = HeadlessHarness(width: size.width, height: size.height) { view }
  for _ in 0..<settleTicks { harness.host.advanceAnimation() }
  return styled ? harness.styledScreen : harness.screen
}

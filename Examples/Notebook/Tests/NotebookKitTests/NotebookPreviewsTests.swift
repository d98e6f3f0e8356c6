import Foundation
import NotebookKit
import SwitchyardTesting
import Testing

/// The Notebook's previews: one snapshot per preview and size, and every scene folder covered.
@MainActor
@Suite("Notebook previews")
struct NotebookPreviewsTests {
  @Test("every preview at every size matches its recorded snapshot")
  func snapshots() {
    assertPreviewSnapshots(NotebookPreviews.all)
  }

  @Test("every scene folder under Sources/NotebookKit/Scenes (but Shared) has a preview")
  func everySceneCovered() throws {
    let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/NotebookKit/Scenes").standardizedFileURL
    let folders = try FileManager.default.contentsOfDirectory(atPath: scenes.path)
      .filter { !$0.hasPrefix(".") && $0 != "Shared" }
    #expect(folders.count >= 5, "the scene folders were found: \(folders)")
    #expect(Set(NotebookPreviews.all.map(\.scene)) == Set(folders))
  }
}

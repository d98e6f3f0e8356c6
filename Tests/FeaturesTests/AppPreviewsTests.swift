import Features
import Foundation
import SwitchyardTesting
import TerminalUI
import Testing

/// The app's previews: one snapshot per preview and size, and every scene folder covered.
@MainActor
@Suite("App previews")
struct AppPreviewsTests {
  @Test("every preview at every size matches its recorded snapshot")
  func snapshots() {
    assertPreviewSnapshots(AppPreviews.all)
  }

  @Test("every scene folder under Sources/Features/Scenes has a preview, and no preview names another")
  func everySceneCovered() throws {
    let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/Features/Scenes").standardizedFileURL
    let folders = try FileManager.default.contentsOfDirectory(atPath: scenes.path)
      .filter { !$0.hasPrefix(".") }
    #expect(folders.count >= 11, "the scene folders were found: \(folders)")
    #expect(Set(AppPreviews.all.map(\.scene)) == Set(folders))
  }
}

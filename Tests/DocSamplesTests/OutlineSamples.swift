import Observation
import Switchyard
import SwitchyardTesting
import Testing

// The code samples of the outline, disclosure group and Markdown documentation, compiled and run.

struct Folder: Identifiable {
  let id: String
  var name: String { id }
  var subfolders: [Folder]?
}

/// A directory entry whose children are listed only when asked.
struct Entry: Identifiable {
  let id: String
  let isDirectory: Bool
  var name: String { String(id.split(separator: "/").last ?? "") }

  func entries() -> [Entry]? {
    isDirectory ? [Entry(id: id + "/README.md", isDirectory: false)] : nil
  }
}

@Observable @MainActor
final class FolderModel {
  var selectedFolder: Folder.ID?
  var selectedPath: Entry.ID?
  var showsDetails = false
}

struct FolderTree: View {
  let folders: [Folder]
  let model: FolderModel
  var body: some View {
    OutlineGroup(folders, children: \.subfolders, selection: Binding(model, \.selectedFolder)) { folder in
      Text(folder.name)
    }
  }
}

struct DirectoryTree: View {
  let directory: Entry
  let model: FolderModel
  var body: some View {
    OutlineGroup(
      [directory], hasChildren: { $0.isDirectory }, children: { $0.entries() },
      selection: Binding(model, \.selectedPath)
    ) { entry in
      Text(entry.name)
    }
  }
}

struct DetailsGroup: View {
  let model: FolderModel
  var body: some View {
    DisclosureGroup("Details", isExpanded: Binding(model, \.showsDetails)) {
      Text("Created yesterday")
      Text("Edited today")
    }
  }
}

struct GroceriesNote: View {
  var body: some View {
    MarkdownText("# Groceries\nBuy *fresh* **bread** and `milk` — see [the list](https://example.com).")
  }
}

@MainActor
@Suite("Outline and Markdown samples")
struct OutlineSamples {
  @Test func folderTree() {
    let model = FolderModel()
    let folders = [Folder(id: "Documents", subfolders: [Folder(id: "Taxes")]), Folder(id: "Music")]
    let harness = HeadlessHarness(width: 20, height: 4) { FolderTree(folders: folders, model: model) }
    harness.press(.right, .down)
    #expect(model.selectedFolder == "Taxes")
    #expect(harness.screen.contains("▾ Documents"))
  }

  @Test func directoryTree() {
    let model = FolderModel()
    let harness = HeadlessHarness(width: 20, height: 4) {
      DirectoryTree(directory: Entry(id: "home", isDirectory: true), model: model)
    }
    harness.press(.character(" "), .down)
    #expect(model.selectedPath == "home/README.md")
  }

  @Test func detailsGroup() {
    let model = FolderModel()
    let harness = HeadlessHarness(width: 20, height: 3) { DetailsGroup(model: model) }
    #expect(!harness.screen.contains("Edited"))
    harness.press(.enter)
    #expect(model.showsDetails)
    #expect(harness.screen.contains("  Edited today"))
  }

  @Test func groceriesNote() {
    let screen = HeadlessRenderer.render(GroceriesNote(), width: 70, height: 3)
    #expect(screen == "Groceries\n\nBuy fresh bread and milk — see the list (https://example.com).")
  }
}

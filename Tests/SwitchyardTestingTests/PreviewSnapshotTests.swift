import SwitchyardTesting
import TerminalUI
import Testing

/// `assertPreviewSnapshots` passes on recorded previews and fails where it must.
@MainActor
@Suite("assertPreviewSnapshots")
struct PreviewSnapshotTests {
  let previews = [
    Preview(scene: "Shelf", state: "two books", sizes: [Size(width: 20, height: 3)]) {
      VStack {
        Text("Dune").bold()
        Text("Emma")
      }
    },
    Preview(scene: "Shelf", state: "empty", sizes: [Size(width: 20, height: 2), Size(width: 12, height: 2)]) {
      Text("No books yet").foregroundStyle(.muted)
    },
  ]

  @Test("every preview at every size matches its recorded snapshot")
  func recorded() {
    assertPreviewSnapshots(previews)
  }

  @Test("a preview that draws something else fails")
  func differs() {
    let changed = [
      Preview(scene: "Shelf", state: "two books", sizes: [Size(width: 20, height: 3)]) { Text("Persuasion") }
    ]
    withKnownIssue {
      assertPreviewSnapshots(changed, record: false)
    } matching: {
      $0.description.contains("Persuasion")
    }
  }

  @Test("no previews at all fails (a registry that lost its entries must not pass)")
  func empty() {
    withKnownIssue {
      assertPreviewSnapshots([])
    } matching: {
      $0.description.contains("no previews")
    }
  }

  @Test("two previews with one name fail (their snapshots would overwrite each other)")
  func duplicate() {
    withKnownIssue {
      assertPreviewSnapshots([previews[0], previews[0]])
    } matching: {
      $0.description.contains("two previews are named")
    }
  }
}

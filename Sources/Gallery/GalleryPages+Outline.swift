import Switchyard

/// A node of the gallery's generated tree: ten children a parent, five levels deep — a million
/// leaves, none made until its parent is expanded.
struct GalleryTreeNode: Identifiable, Hashable {
  let id: String
  let depth: Int

  var name: String { depth == 0 ? "Region " + id : "Item " + id }

  static let roots = (1...10).map { GalleryTreeNode(id: String($0), depth: 0) }

  var hasChildren: Bool { depth < 5 }

  func children() -> [GalleryTreeNode] {
    (1...10).map { GalleryTreeNode(id: id + "." + String($0), depth: depth + 1) }
  }
}

extension GalleryPages {
  /// An outline over a million generated nodes, and a disclosure group with its keys.
  var outline: some View {
    VStack(spacing: 1) {
      OutlineGroup(
        GalleryTreeNode.roots, hasChildren: \.hasChildren, children: { $0.children() }
      ) { node in
        Text(node.name)
      }
      .border(title: "OutlineGroup: 1,111,110 nodes, children made when expanded")
      DisclosureGroup("Keys") {
        Text("→/l expand (again: first child) · ←/h collapse (again: parent) · space/enter toggle")
          .foregroundStyle(.muted)
        Text("Click a mark to toggle it; the wheel scrolls.").foregroundStyle(.muted)
      }
    }
  }
}

import Foundation
import Switchyard

/// A file of the table page: generated from its number, never stored.
struct GalleryFile: Identifiable, Sendable {
  let id: Int
  var name: String { "file-" + String(id).leftPadded(to: 7) + "." + kind }
  var kind: String { ["txt", "png", "mp3", "mov", "zip"][id % 5] }
  /// Every size from 0 to 999,999 once: a shuffle of the numbers that can be undone.
  var size: Int { id * GalleryFiles.step % GalleryFiles.count }
  var owner: String { ["Ann", "山田", "Zoë", "Björn", "李"][id % 5] }
}

/// A million files in the order of the table's sort, worked out per position instead of
/// sorting: by name (the numbers) or by size (the shuffle undone), either way round — the
/// client sorts, as with any table, and this one never builds the million rows.
struct GalleryFiles: RandomAccessCollection {
  static let count = 1_000_000
  /// Sizes are `id × step mod count`; `inverse × step = 1 mod count` turns a size back into its id.
  static let step = 7_919
  static let inverse = 17_679
  let order: [KeyPathComparator<GalleryFile>]

  var startIndex: Int { 0 }
  var endIndex: Int { Self.count }

  subscript(position: Int) -> GalleryFile {
    guard let first = order.first else { return GalleryFile(id: position) }
    let rank = first.order == .forward ? position : Self.count - 1 - position
    return GalleryFile(id: first.keyPath == \GalleryFile.size ? rank * Self.inverse % Self.count : rank)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}

extension GalleryPages {
  /// A sortable table of a million generated files: click a title, or press s and S.
  var table: some View {
    VStack {
      Table(
        GalleryFiles(order: fileOrder), selection: Binding(self, \.selectedFile),
        sortOrder: Binding(self, \.fileOrder)
      ) {
        TableColumn("Name", sortUsing: KeyPathComparator(\GalleryFile.id)) { Text($0.name) }
        TableColumn("Kind") { Text($0.kind) }.fittingContent()
        TableColumn("Owner") { Text($0.owner) }.fittingContent()
        TableColumn("Size", value: \.size) { Text("\($0.size) B") }.width(12).alignment(.trailing)
      }
      Text("1,000,000 rows · click a title or press s / S to sort · only the rows on screen are built")
        .foregroundStyle(.muted)
    }
  }
}

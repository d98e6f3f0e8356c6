/// What an ``OutlineGroup`` keeps between frames under its identity: the ids of the expanded
/// elements, and the index of its visible rows built from them.
///
/// The index is updated when a row is expanded or collapsed; each frame it is brought up to
/// the data by reading the children of the expanded elements only (see
/// ``OutlineLevel/refresh(items:source:expanded:)``), never by walking the tree.
@MainActor
final class OutlineState<Data: RandomAccessCollection> where Data.Element: Identifiable {
  typealias ID = Data.Element.ID

  /// A visible row: its element, how deep it is, whether it is expanded, and its parent's row.
  struct Row {
    let element: Data.Element
    let depth: Int
    let isExpanded: Bool
    let parentPosition: Int?
  }

  /// The expanded elements, whether on screen or inside a collapsed parent (expanding the
  /// parent shows them expanded again).
  private(set) var expanded: Set<ID> = []
  private(set) var roots: OutlineLevel<Data>

  /// The outline of `source`, nothing expanded. The source is not kept: its closures may hold
  /// a view's models, which the host would keep alive after the view has gone.
  init(source: OutlineSource<Data>) {
    roots = OutlineLevel(items: source.roots, source: source, expanded: [])
  }

  /// How many rows show.
  var count: Int { roots.total }

  /// Takes this frame's data: the roots and the expanded elements' children read again.
  func refresh(_ source: OutlineSource<Data>) {
    roots.refresh(items: source.roots, source: source, expanded: expanded)
  }

  /// The row at `position` (in 0..<count).
  func row(at position: Int) -> Row {
    var level = roots
    var position = position
    var depth = 0
    var base = 0
    var parent: Int?
    while true {
      switch level.place(of: position) {
      case .item(let offset, let isExpanded):
        return Row(element: level.item(offset), depth: depth, isExpanded: isExpanded, parentPosition: parent)
      case .inside(let k, let inner):
        let start = base + level.starts[k]
        parent = start
        base = start + 1
        level = level.expansions[k].level
        position = inner
        depth += 1
      }
    }
  }

  /// Whether the row's element gets a disclosure mark.
  func isParent(_ row: Row, in source: OutlineSource<Data>) -> Bool {
    row.isExpanded || source.isParent(row.element)
  }

  /// Expands or collapses the row at `position`; returns whether it changed.
  @discardableResult
  func setExpanded(_ expand: Bool, at position: Int, source: OutlineSource<Data>) -> Bool {
    let id = row(at: position).element.id
    guard roots.setExpanded(expand, at: position, source: source, expanded: expanded) else { return false }
    if expand { expanded.insert(id) } else { expanded.remove(id) }
    return true
  }

  /// Where the element `id` shows, if it does: the rows near `hint` first, then every row.
  func position(of id: ID, near hint: Int) -> Int? {
    for candidate in [hint, hint + 1, hint - 1] where candidate >= 0 && candidate < count {
      if row(at: candidate).element.id == id { return candidate }
    }
    return roots.position(of: id)
  }
}

/// An outline's state, made on its first frame.
enum OutlineStateKey<Data: RandomAccessCollection>: HostStateKey where Data.Element: Identifiable {
  static var defaultValue: OutlineState<Data>? { nil }
}

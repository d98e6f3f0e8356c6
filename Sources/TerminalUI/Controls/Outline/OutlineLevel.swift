/// One level of an outline's visible rows: the roots, or an expanded element's children, with
/// the expanded ones among them — each holding its own level — and how many rows the level
/// shows in all.
///
/// Positions are found by a binary search over the expanded children (`starts`), so finding
/// the row at a position costs the depth times the log of the expansions, never a walk over
/// the rows; expanding or collapsing updates the sums on the way down to it.
@MainActor
final class OutlineLevel<Data: RandomAccessCollection> where Data.Element: Identifiable {
  typealias ID = Data.Element.ID

  /// An expanded child: where it is among the items, its id (to notice the items moved), and
  /// its children's level.
  struct Expansion {
    let offset: Int
    let id: ID
    let level: OutlineLevel
  }

  /// The elements of this level as last read (nil: the element has no children).
  private(set) var items: Data?
  private(set) var expansions: [Expansion] = []
  /// The position, within this level, of each expanded child's own row.
  private(set) var starts: [Int] = []
  /// How many rows this level shows: its items and every expanded child's rows.
  private(set) var total = 0

  /// A level of `items`, the children whose ids are in `expanded` expanded (their children read).
  init(items: Data?, source: OutlineSource<Data>, expanded: Set<ID>) {
    self.items = items
    rebuildExpansions(source: source, expanded: expanded, reusing: [:])
  }

  var count: Int { items?.count ?? 0 }

  func item(_ offset: Int) -> Data.Element { items!.element(at: offset) }

  /// Brings the level up to `items`: when they changed in number, or an expanded child is no
  /// longer where it was, the expanded children are found again (their levels kept); each
  /// expanded child's children are read again. Costs the expansions, not the rows, unless
  /// the items changed.
  func refresh(items: Data?, source: OutlineSource<Data>, expanded: Set<ID>) {
    let oldCount = count
    self.items = items
    let moved = count != oldCount || expansions.contains { $0.offset >= count || item($0.offset).id != $0.id }
    if moved {
      let kept = Dictionary(expansions.map { ($0.id, $0.level) }, uniquingKeysWith: { first, _ in first })
      rebuildExpansions(source: source, expanded: expanded, reusing: kept)
      return
    }
    for expansion in expansions {
      expansion.level.refresh(
        items: source.children(item(expansion.offset)), source: source, expanded: expanded)
    }
    recount()
  }

  /// Finds the expanded children among the items (reading the children of those not in `kept`).
  private func rebuildExpansions(
    source: OutlineSource<Data>, expanded: Set<ID>, reusing kept: [ID: OutlineLevel]
  ) {
    expansions = []
    if let items, !expanded.isEmpty {
      for (offset, element) in items.enumerated()
      where expanded.contains(element.id) && source.isParent(element) {
        let children = source.children(element)
        let level: OutlineLevel
        if let old = kept[element.id] {
          old.refresh(items: children, source: source, expanded: expanded)
          level = old
        } else {
          level = OutlineLevel(items: children, source: source, expanded: expanded)
        }
        expansions.append(Expansion(offset: offset, id: element.id, level: level))
      }
    }
    recount()
  }

  /// Sums the rows again: each expanded child's row position, and the total.
  private func recount() {
    starts = []
    starts.reserveCapacity(expansions.count)
    var extra = 0
    for expansion in expansions {
      starts.append(expansion.offset + extra)
      extra += expansion.level.total
    }
    total = count + extra
  }

  /// Where `position` falls: the last expanded child whose row is at or before it (nil: none).
  func expansionIndex(before position: Int) -> Int? {
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] <= position { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? nil : low - 1
  }

  /// What is at `position` in this level: an item of it (by offset), or a row inside an
  /// expanded child's level (that child's index in ``expansions``, and the position there).
  enum Place {
    case item(offset: Int, isExpanded: Bool)
    case inside(expansion: Int, position: Int)
  }

  func place(of position: Int) -> Place {
    guard let k = expansionIndex(before: position) else { return .item(offset: position, isExpanded: false) }
    let start = starts[k]
    let expansion = expansions[k]
    if position == start { return .item(offset: expansion.offset, isExpanded: true) }
    if position <= start + expansion.level.total {
      return .inside(expansion: k, position: position - start - 1)
    }
    return .item(offset: expansion.offset + position - start - expansion.level.total, isExpanded: false)
  }

  /// Expands (reading its children) or collapses the item at `position` of this level or a
  /// level inside; returns whether anything changed.
  func setExpanded(_ expand: Bool, at position: Int, source: OutlineSource<Data>, expanded: Set<ID>) -> Bool {
    switch place(of: position) {
    case .inside(let k, let inner):
      guard expansions[k].level.setExpanded(expand, at: inner, source: source, expanded: expanded) else {
        return false
      }
    case .item(let offset, let isExpanded):
      guard expand != isExpanded else { return false }
      let element = item(offset)
      let index = expansions.firstIndex { $0.offset > offset } ?? expansions.count
      if expand {
        guard source.isParent(element) else { return false }
        let level = OutlineLevel(items: source.children(element), source: source, expanded: expanded)
        expansions.insert(Expansion(offset: offset, id: element.id, level: level), at: index)
      } else {
        expansions.remove(at: index - 1)
      }
    }
    recount()
    return true
  }

  /// The first position at which the element `id` shows, looking through every visible row
  /// (only when the selection is not where it was: a rare, whole-outline search).
  func position(of id: ID) -> Int? {
    var extra = 0
    var next = 0
    for offset in 0..<count {
      if item(offset).id == id { return offset + extra }
      if next < expansions.count, expansions[next].offset == offset {
        let level = expansions[next].level
        if let inner = level.position(of: id) { return offset + extra + 1 + inner }
        extra += level.total
        next += 1
      }
    }
    return nil
  }
}

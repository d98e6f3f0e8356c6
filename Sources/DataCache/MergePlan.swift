/// The changes a merge-by-id `populate` makes to a collection, worked out before writing so
/// that a merge that changes nothing writes nothing.
///
/// It looks up each incoming id in the collection's ``IDIndex``, so it costs O(k) for k
/// incoming elements however long the collection is, and it holds positions, not elements.
@usableFromInline struct MergePlan<Element: Identifiable & Equatable> {
  /// Positions in the existing collection and the incoming element (by offset) that
  /// replaces each.
  @usableFromInline var replacements: [(position: Int, source: Int)] = []
  /// Offsets of incoming elements with ids the collection does not have yet, in the order
  /// their ids were first seen.
  @usableFromInline var appends: [Int] = []

  @inlinable @MainActor
  init<Model>(existing: [Element], incoming: [Element], index: IDIndex<Model, Element>) {
    if incoming.count == 1 {
      consider(incoming[0], source: 0, existing: existing, index: index)
      return
    }
    // The last occurrence of a repeated id wins; its place is where the id was first seen.
    var winners: [Element.ID: Int] = [:]
    winners.reserveCapacity(incoming.count)
    for (offset, element) in incoming.enumerated() { winners[element.id] = offset }
    replacements.reserveCapacity(incoming.count)
    appends.reserveCapacity(incoming.count)
    for element in incoming {
      guard let winner = winners.removeValue(forKey: element.id) else { continue }
      consider(incoming[winner], source: winner, existing: existing, index: index)
    }
  }

  @inlinable @MainActor
  mutating func consider<Model>(
    _ element: Element, source: Int, existing: [Element], index: IDIndex<Model, Element>
  ) {
    if let position = index.position(of: element.id) {
      if existing[position] != element { replacements.append((position, source)) }
    } else {
      appends.append(source)
    }
  }

  /// Whether applying the plan would leave the collection as it is.
  @inlinable var isEmpty: Bool { replacements.isEmpty && appends.isEmpty }

  /// Applies the replacements in place, then the appends, keeping `index` in step.
  @inlinable @MainActor
  func apply<Model>(to collection: inout [Element], from incoming: [Element], index: IDIndex<Model, Element>)
  {
    for (position, source) in replacements { collection[position] = incoming[source] }
    for source in appends {
      index.appended(incoming[source].id, at: collection.count)
      collection.append(incoming[source])
    }
  }
}

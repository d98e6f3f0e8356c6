/// The changes a merge-by-id `populate` makes to a collection, worked out before writing so
/// that a merge that changes nothing writes nothing.
struct MergePlan<Element: Identifiable & Equatable> {
  /// Positions in the existing collection and the element that replaces each.
  private(set) var replacements: [(index: Int, element: Element)] = []
  /// Elements with ids the collection does not have yet, in first-seen order.
  private(set) var appends: [Element] = []

  init(existing: [Element], incoming: [Element]) {
    // The last occurrence of a repeated id wins.
    var latest: [Element.ID: Element] = [:]
    latest.reserveCapacity(incoming.count)
    for element in incoming { latest[element.id] = element }

    var found = Set<Element.ID>()
    found.reserveCapacity(latest.count)
    for (index, current) in existing.enumerated() where found.count < latest.count {
      guard let incoming = latest[current.id], found.insert(current.id).inserted else { continue }
      if incoming != current { replacements.append((index, incoming)) }
    }
    var appended = Set<Element.ID>()
    for element in incoming where !found.contains(element.id) && appended.insert(element.id).inserted {
      appends.append(latest[element.id]!)
    }
  }

  /// Whether applying the plan would leave the collection as it is.
  var isEmpty: Bool { replacements.isEmpty && appends.isEmpty }

  /// Applies the replacements in place, then the appends.
  func apply(to collection: inout [Element]) {
    for (index, element) in replacements { collection[index] = element }
    collection.append(contentsOf: appends)
  }
}

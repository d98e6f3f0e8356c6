/// Where each id sits in one identified collection of the model, so that a merge by id
/// finds the elements it touches without walking the collection.
///
/// `populate` builds it on first use (one pass) and keeps it in step as it replaces and
/// appends. Every other write asks it whether it may have moved ids (``noteWrite(to:)``):
/// a write elsewhere leaves it as it is, a write that replaces an element by one with the
/// same id in the same place keeps it too, and anything else marks it stale, so the next
/// merge rebuilds it in one pass. It is never wrong, only sometimes rebuilt.
@MainActor @usableFromInline
class IDIndexEntry {
  /// The collection it indexes.
  @usableFromInline let region: ModelRegion
  /// Whether the collection may have changed since the positions were last right.
  @usableFromInline var isStale = false

  init(region: ModelRegion) {
    self.region = region
  }

  /// Takes note of a write to `written` that is about to happen.
  func noteWrite(to written: ModelRegion) {
    if written.relation(toWatched: region) != .disjoint { isStale = true }
  }

  /// Takes note of a write of `value` at `keyPath` that is about to happen.
  func noteWrite<Root, Value>(
    _ keyPath: WritableKeyPath<Root, Value>, value: Value, region written: ModelRegion
  ) {
    noteWrite(to: written)
  }
}

/// The positions of the elements of the collection at `keyPath`, by id (first occurrence).
@MainActor @usableFromInline
final class IDIndex<Model, Element: Identifiable>: IDIndexEntry {
  @usableFromInline var positions: [Element.ID: Int] = [:]
  /// The collection's key path, when it is not optional (element writes can be recognised).
  private let elementsKeyPath: WritableKeyPath<Model, [Element]>?

  @usableFromInline init<Collection>(_ keyPath: WritableKeyPath<Model, Collection>) {
    elementsKeyPath = keyPath as? WritableKeyPath<Model, [Element]>
    super.init(region: ModelRegion(keyPath))
    isStale = true
  }

  /// Makes the positions right for `elements` if a write may have moved them.
  @inlinable func refresh(from elements: [Element]) {
    guard isStale else { return }
    positions.removeAll(keepingCapacity: true)
    positions.reserveCapacity(elements.count)
    // Backwards, so the first occurrence of a repeated id is the one that stays.
    for position in elements.indices.reversed() { positions[elements[position].id] = position }
    isStale = false
  }

  /// The position of `id`, if the collection has it.
  @inlinable func position(of id: Element.ID) -> Int? { positions[id] }

  /// Records that `id` was appended at `position`.
  @inlinable func appended(_ id: Element.ID, at position: Int) { positions[id] = position }

  /// A write of one element over the element with the same id, in its own place
  /// (`cache.update(\.items[index], with: item)`), leaves every position where it was.
  override func noteWrite<Root, Value>(
    _ keyPath: WritableKeyPath<Root, Value>, value: Value, region written: ModelRegion
  ) {
    guard !isStale, written.relation(toWatched: region) == .unknown, let elementsKeyPath,
      let element = value as? Element, let position = positions[element.id],
      keyPath as AnyKeyPath == elementsKeyPath.appending(path: \[Element].[position])
    else { return noteWrite(to: written) }
  }
}

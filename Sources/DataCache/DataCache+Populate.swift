extension DataCache {
  /// Merges `elements` into the collection at `keyPath` by identity.
  ///
  /// - Elements whose id is already present replace the existing element in place and keep
  ///   its position.
  /// - Elements with a new id are appended, in the order given.
  /// - Elements already in the collection but absent from `elements` are kept.
  /// - When `elements` repeats an id, the last occurrence wins.
  /// - Empty input, or input that changes nothing, writes nothing and notifies nobody.
  ///
  /// Merging k elements costs O(k), whatever the size of the collection: the cache keeps an
  /// index of ids for each collection it merges into (built by the first merge, kept in step
  /// by later ones, rebuilt once after other writes that may have moved ids, such as
  /// removals or replacing the whole collection). It is inlinable, so it is specialised for
  /// the caller's element type.
  @inlinable public func populate<Element: Identifiable & Equatable>(
    _ keyPath: WritableKeyPath<Model, [Element]>, with elements: [Element]
  ) {
    guard !elements.isEmpty else { return }
    let index = idIndex(keyPath, of: Element.self)
    index.refresh(from: storage[keyPath: keyPath])
    let plan = MergePlan(existing: storage[keyPath: keyPath], incoming: elements, index: index)
    guard !plan.isEmpty else { return }
    writeMerge(into: index) { plan.apply(to: &$0[keyPath: keyPath], from: elements, index: index) }
  }

  /// Merges `elements` into the optional collection at `keyPath` by identity; a `nil`
  /// collection becomes the incoming elements (deduplicated by id, last wins).
  ///
  /// Follows the same rules, and has the same cost, as the non-optional ``populate(_:with:)``.
  @inlinable public func populate<Element: Identifiable & Equatable>(
    _ keyPath: WritableKeyPath<Model, [Element]?>, with elements: [Element]
  ) {
    guard !elements.isEmpty else { return }
    let index = idIndex(keyPath, of: Element.self)
    index.refresh(from: storage[keyPath: keyPath] ?? [])
    let plan = MergePlan(existing: storage[keyPath: keyPath] ?? [], incoming: elements, index: index)
    guard !plan.isEmpty else { return }
    writeMerge(into: index) { model in
      // Moved out and back, so the collection stays uniquely referenced and grows in place.
      var collection = model[keyPath: keyPath] ?? []
      model[keyPath: keyPath] = nil
      plan.apply(to: &collection, from: elements, index: index)
      model[keyPath: keyPath] = collection
    }
  }

  /// The id index of the collection at `keyPath`, made (stale, so built on first use) if
  /// there is none yet.
  @inlinable func idIndex<Collection, Element: Identifiable>(
    _ keyPath: WritableKeyPath<Model, Collection>, of element: Element.Type
  ) -> IDIndex<Model, Element> {
    // Equal key paths are usually the same object, which `==` checks first.
    if let index = idIndexes.first(where: { $0.region.keyPath == keyPath }) {
      // The key path's type fixes the element type, so the entry is always this class.
      return unsafeDowncast(index, to: IDIndex<Model, Element>.self)
    }
    let index = IDIndex<Model, Element>(keyPath)
    idIndexes.append(index)
    return index
  }

  /// Writes a merge into the collection `index` indexes (which `merge` keeps in step).
  @usableFromInline func writeMerge(into index: IDIndexEntry, _ merge: (inout Model) -> Void) {
    noteWrite(to: index.region, except: index)
    write(index.region, merge)
  }
}

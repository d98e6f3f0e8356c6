extension DataCache {
  /// Merges `elements` into the collection at `keyPath` by identity.
  ///
  /// - Elements whose id is already present replace the existing element in place and keep
  ///   its position.
  /// - Elements with a new id are appended, in the order given.
  /// - Elements already in the collection but absent from `elements` are kept.
  /// - When `elements` repeats an id, the last occurrence wins.
  /// - Empty input, or input that changes nothing, writes nothing and notifies nobody.
  public func populate<Element: Identifiable & Equatable>(
    _ keyPath: WritableKeyPath<Model, [Element]>, with elements: [Element]
  ) {
    guard !elements.isEmpty else { return }
    let plan = MergePlan(existing: untrackedValue[keyPath: keyPath], incoming: elements)
    guard !plan.isEmpty else { return }
    write { plan.apply(to: &$0[keyPath: keyPath]) }
  }

  /// Merges `elements` into the optional collection at `keyPath` by identity; a `nil`
  /// collection becomes the incoming elements (deduplicated by id, last wins).
  ///
  /// Follows the same rules as the non-optional ``populate(_:with:)``.
  public func populate<Element: Identifiable & Equatable>(
    _ keyPath: WritableKeyPath<Model, [Element]?>, with elements: [Element]
  ) {
    guard !elements.isEmpty else { return }
    let plan = MergePlan(existing: untrackedValue[keyPath: keyPath] ?? [], incoming: elements)
    guard !plan.isEmpty else { return }
    write { model in
      var collection = model[keyPath: keyPath] ?? []
      model[keyPath: keyPath] = nil
      plan.apply(to: &collection)
      model[keyPath: keyPath] = collection
    }
  }
}

/// What ``Table/reusingUnchangedRows(dependingOn:)`` and a list made with
/// `reusingUnchangedRows:` keep: how rows compare, and what else their cells read.
@MainActor
struct RowReuse<Value: Identifiable> {
  let isEqual: @MainActor (Value, Value) -> Bool
  /// The row's name in its identity: its element's id.
  let name: @MainActor (Value) -> String
  let inputs: Any
  let inputsAreUnchanged: @MainActor (_ previous: Any) -> Bool

  init<Inputs: Equatable>(inputs: Inputs) where Value: Equatable & Identifiable {
    isEqual = { $0 == $1 }
    // As ``ForEach`` writes its elements' ids into their identities.
    name = { IdentityText.of($0.id) }
    self.inputs = inputs
    inputsAreUnchanged = { ($0 as? Inputs) == inputs }
  }

  /// The row cache of the table or list at `context`, started on a frame with `columns` (none,
  /// for a list) under this rule.
  func cache(for context: BuildContext, columns: [TableColumnSpec]) -> RowCache<Value> {
    let cache = context.host.stateStore.object(
      for: RowCache<Value>.key(for: context.id), scope: context.scope, as: RowCache<Value>.self,
      make: { RowCache(ownerID: context.id) }
    ).object
    cache.beginFrame(rule: self, columns: columns)
    return cache
  }
}

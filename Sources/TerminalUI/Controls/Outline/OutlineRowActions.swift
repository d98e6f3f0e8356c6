/// What an ``OutlineNode`` can ask of and do to its rows by position, whatever its data's type.
@MainActor
struct OutlineRowActions {
  /// How deep the row is (0: a root).
  let depth: @MainActor (Int) -> Int
  /// Whether the row has a disclosure mark.
  let isParent: @MainActor (Int) -> Bool
  let isExpanded: @MainActor (Int) -> Bool
  /// The row of the row's parent (nil for a root).
  let parent: @MainActor (Int) -> Int?
  /// Expands or collapses the row; returns whether it changed.
  let setExpanded: @MainActor (Int, Bool) -> Bool

  /// The actions on `state`'s rows, whose data is `source` this frame.
  init<Data>(_ state: OutlineState<Data>, source: OutlineSource<Data>) {
    depth = { state.row(at: $0).depth }
    isParent = { state.isParent(state.row(at: $0), in: source) }
    isExpanded = { state.row(at: $0).isExpanded }
    parent = { state.row(at: $0).parentPosition }
    setExpanded = { state.setExpanded($1, at: $0, source: source) }
  }
}

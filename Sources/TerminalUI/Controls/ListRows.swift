/// The rows a ``List`` shows in one frame, and its selection in terms of them: built from an
/// index range or from a collection (filtered by the list's query, when it has one).
@MainActor
struct ListRows {
  /// How many rows there are.
  let count: Int
  /// Where the bound selection is: the row it names (looked for at `hint` first, the last
  /// frame's position), or — when it names none of them — `hint` kept in range, unbound.
  let resolve: @MainActor (_ hint: Int) -> (position: Int, isBound: Bool)
  /// Binds the selection to the row at a position (nil: no row, the list is empty).
  let select: @MainActor (Int?) -> Void
  /// Opens the row at a position.
  let submit: (@MainActor (Int) -> Void)?
  /// Builds the row at a position.
  let row: @MainActor (Int) -> AnyView

  /// `count` rows, the selected one's index bound to `selection` (kept in range).
  static func indexed<Row: View>(
    count: Int, selection: Binding<Int>, submit: (@MainActor (Int) -> Void)?,
    row: @escaping @MainActor (Int) -> Row
  ) -> ListRows {
    ListRows(
      count: count,
      resolve: { _ in
        let bound = selection.wrappedValue
        let position = min(max(bound, 0), max(0, count - 1))
        return (position, count == 0 || position == bound)
      },
      select: { position in if let position { selection.wrappedValue = position } },
      submit: submit, row: { AnyView(row($0)) })
  }

  /// The positions of `data`'s elements that `filter` accepts for `query`; nil (all of them)
  /// without a filter or a query.
  static func positions<Data: RandomAccessCollection>(
    of data: Data, matching query: String, _ filter: (@MainActor (Data.Element, String) -> Bool)?
  ) -> [Data.Index]? {
    guard let filter, !query.isEmpty else { return nil }
    return data.indices.filter { filter(data[$0], query) }
  }

  /// The elements of `data` at `positions` (all of them when nil), the selected one's id
  /// bound to `selection`; each row drawn from the nodes `cache` kept for it, while they
  /// still show it, when given one.
  static func elements<Data: RandomAccessCollection, Row: View>(
    of data: Data, at positions: [Data.Index]?, selection: Binding<Data.Element.ID?>,
    submit: (@MainActor (Data.Element) -> Void)?, reusing cache: RowCache<Data.Element>? = nil,
    row: @escaping @MainActor (Data.Element) -> Row
  ) -> ListRows where Data.Element: Identifiable {
    let count = positions?.count ?? data.count
    let element: @MainActor (Int) -> Data.Element = { position in
      data[positions?[position] ?? data.index(data.startIndex, offsetBy: position)]
    }
    let resolve: @MainActor (Int) -> (position: Int, isBound: Bool) = { hint in
      let fallback = min(max(hint, 0), max(0, count - 1))
      guard let id = selection.wrappedValue else { return (fallback, count == 0) }
      for candidate in [hint, hint + 1, hint - 1] where candidate >= 0 && candidate < count {
        if element(candidate).id == id { return (candidate, true) }
      }
      let found: Int?
      if let positions {
        found = positions.firstIndex { data[$0].id == id }
      } else {
        found = data.firstIndex { $0.id == id }.map { data.distance(from: data.startIndex, to: $0) }
      }
      return (found ?? fallback, found != nil)
    }
    let select: @MainActor (Int?) -> Void = { position in
      selection.wrappedValue = position.map { element($0).id }
    }
    var open: (@MainActor (Int) -> Void)?
    if let submit { open = { submit(element($0)) } }
    let view: @MainActor (Int) -> AnyView
    if let cache {
      view = { position in
        let value = element(position)
        return AnyView(ReusedRow(value: value, cache: cache) { row(value) })
      }
    } else {
      view = { AnyView(row(element($0))) }
    }
    return ListRows(count: count, resolve: resolve, select: select, submit: open, row: view)
  }
}

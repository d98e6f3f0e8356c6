/// The first row a list or scroll view shows (0: the top).
enum ScrollOffsetKey: HostStateKey {
  static let defaultValue = 0
}

/// The row a list has selected.
enum SelectedRowKey: HostStateKey {
  static let defaultValue = 0
}

/// How many characters follow a text field's cursor (0: the cursor is at the end).
enum CursorFromEndKey: HostStateKey {
  static let defaultValue = 0
}

/// What a list's rows are filtered by ("" shows them all).
enum FilterQueryKey: HostStateKey {
  static let defaultValue = ""
}

/// Whether typed text goes into a list's filter.
enum FilterEditingKey: HostStateKey {
  static let defaultValue = false
}

/// The rows a table last told its client it shows (``Table/onVisibleRowsChange(_:)``), and
/// how many rows it had then.
enum VisibleRowsKey: HostStateKey {
  static let defaultValue: VisibleRows? = nil
}

/// What a table last told its client: the positions shown, out of `count` rows.
struct VisibleRows: Equatable {
  let shown: Range<Int>
  let count: Int
}

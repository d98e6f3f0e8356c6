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

/// The rows a table last told its client it shows (``Table/onVisibleRowsChange(_:)``).
enum VisibleRowsKey: HostStateKey {
  static let defaultValue: Range<Int>? = nil
}

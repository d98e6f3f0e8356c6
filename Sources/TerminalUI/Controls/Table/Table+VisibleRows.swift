extension Table {
  /// Calls `action` with the positions of the rows on screen (in the data, or in the
  /// filtered rows while a filter is typed) whenever they change: when the table first
  /// shows, scrolls, or its size or row count changes. It runs once the frame is drawn, so a
  /// client that keeps only part of its data in memory can read the rows around them from
  /// there rather than while the table reads its rows. An empty range: no row shows. In plain
  /// line mode the rows shown are the page of rows printed.
  ///
  /// ```swift
  /// Table(model.chores, selection: Binding(model, \.selectedID)) {
  ///   TableColumn("Title", value: \Chore.title)
  /// }
  /// .onVisibleRowsChange { rows in model.prefetch(around: rows) }
  /// ```
  public func onVisibleRowsChange(_ action: @escaping @MainActor (Range<Int>) -> Void) -> Self {
    var table = self
    table.visibleRowsAction = action
    return table
  }
}

import Foundation

/// A focusable, scrolling table: rows of data under a header of column titles, with a row
/// selection bound like a ``List``'s and a sort order the header and keys change.
///
/// Each ``TableColumn`` has a title, a cell view (a key path's text, or a view built for the
/// row), a width — flexible by default, ``TableColumn/width(_:)`` fixed,
/// ``TableColumn/width(min:ideal:max:)`` flexible within bounds,
/// ``TableColumn/fittingContent(min:max:)`` as wide as its cells on screen — and an
/// alignment. Cells are cut with `…` by display width (wide characters take two cells); one
/// blank cell separates the columns.
///
/// The keys and the mouse are a list's: ↑/↓ (k/j), PgUp/PgDn, Home/End (g/G) move the
/// selection, Enter calls `onSubmit`, a click selects a row (a click on the selected row of
/// the focused table submits it), the wheel scrolls. Clicking a sortable column's title sorts
/// by it (again: the other way round); `s` sorts by the next sortable column (after the last,
/// by none), `S` reverses the order (rebindable: ``Keymap/table``). As in SwiftUI, the table
/// only changes the bound `sortOrder`: the client sorts its data by it.
///
/// Only the rows on screen are built, so a table of 1,000,000 rows costs what a screenful
/// costs. In plain line mode the header is a line and each row reads `Title: … · Due: …`.
///
/// ```swift
/// Table(
///   model.sortedChores, selection: Binding(model, \.selectedID),
///   sortOrder: Binding(model, \.sortOrder), onSubmit: { model.open($0.id) }
/// ) {
///   TableColumn("Title", value: \.title)
///   TableColumn("Due", value: \.due) { chore in Text(chore.dueText) }
///     .fittingContent()
///   TableColumn("Points", value: \.points) { chore in Text("\(chore.points)") }
///     .width(6).alignment(.trailing)
/// }
/// ```
///
/// With ``searchable(text:resultsPending:)`` the owner filters the rows itself (through a database's index,
/// say), and the table edits its query.
public struct Table<Value: Identifiable, Sort: SortComparator>: View, PrimitiveView
where Sort.Compared == Value {
  let emptyText: String
  let isFilterable: Bool
  /// The owner's query, for a table made ``searchable(text:resultsPending:)``.
  var search: OwnerSearch?
  let columns: [TableColumn<Value, Sort>]
  let sortOrder: Binding<[Sort]>?
  /// The rows for a filter query ("" for all of them), each built from the columns' cells
  /// (or reused from the last frame, with a row cache).
  let rows:
    @MainActor (
      _ query: String, _ columns: [TableColumnSpec], _ cells: [@MainActor (Value, BuildContext) -> [Node]],
      _ reuse: RowCache<Value>?
    ) -> ListRows
  /// How rows are reused from the last frame (``reusingUnchangedRows(dependingOn:)``).
  var rowReuse: RowReuse<Value>?
  /// Told the rows on screen when they change (``onVisibleRowsChange(_:)``).
  var visibleRowsAction: (@MainActor (Range<Int>) -> Void)?

  /// A table of `data`'s elements with the selected element's id bound to `selection`, sorted
  /// (by the client) by `sortOrder`, which the header and `s`/`S` change. The collection is
  /// not copied: rows are read from it by position as they are drawn.
  ///
  /// With a `filter`, `/` filters the rows as you type, as in a ``List``.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    emptyText: String = "Nothing here yet", filter: (@MainActor (Value, _ query: String) -> Bool)? = nil,
    onSubmit: (@MainActor (Value) -> Void)? = nil,
    @TableColumnBuilder<Value, Sort> columns: () -> [TableColumn<Value, Sort>]
  ) where Data.Element == Value {
    self.init(
      data, selection: selection, order: sortOrder, emptyText: emptyText, filter: filter, onSubmit: onSubmit,
      columns())
  }

  /// A table of `data`'s elements with the selected element's id bound to `selection`, in
  /// the data's order (the header does not sort).
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>, emptyText: String = "Nothing here yet",
    filter: (@MainActor (Value, _ query: String) -> Bool)? = nil,
    onSubmit: (@MainActor (Value) -> Void)? = nil,
    @TableColumnBuilder<Value, Sort> columns: () -> [TableColumn<Value, Sort>]
  ) where Data.Element == Value, Sort == KeyPathComparator<Value> {
    self.init(
      data, selection: selection, order: nil, emptyText: emptyText, filter: filter, onSubmit: onSubmit,
      columns())
  }

  private init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>, order: Binding<[Sort]>?, emptyText: String,
    filter: (@MainActor (Value, _ query: String) -> Bool)?, onSubmit: (@MainActor (Value) -> Void)?,
    _ columns: [TableColumn<Value, Sort>]
  ) where Data.Element == Value {
    self.emptyText = emptyText
    self.isFilterable = filter != nil
    self.columns = columns
    self.sortOrder = order
    self.rows = { query, specs, cells, reuse in
      let positions = filter.flatMap { filter in
        query.isEmpty ? nil : data.indices.filter { filter(data[$0], query) }
      }
      return .elements(of: data, at: positions, selection: selection, submit: onSubmit) {
        TableRow(value: $0, columns: specs, cells: cells, reuse: reuse)
      }
    }
  }

  /// The table with its filter's query in `text`, which the owner reads to filter the rows
  /// itself: `/`, typing, Enter and Esc edit `text` and the filter line shows it as with a
  /// `filter`, but the rows shown are the data given (already filtered, and sorted by the
  /// owner as always), and the line's match count is their number. For data the table cannot
  /// filter by reading every row — a window of a million rows in a database, most not loaded.
  ///
  /// While `resultsPending` (the owner is still reading the rows for the query it was given),
  /// the filter line says "searching…" instead of a count, and no rows read "Searching…"
  /// rather than "No matches".
  ///
  /// ```swift
  /// Table(model.matchingChores, selection: Binding(model, \.selectedID)) {
  ///   TableColumn("Title", value: \Chore.title)
  /// }
  /// .searchable(text: Binding(model, \.filterText))
  /// ```
  public func searchable(text: Binding<String>, resultsPending: Bool = false) -> Table {
    var table = self
    table.search = OwnerSearch(text: text, resultsPending: resultsPending)
    return table
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    let columns = self.columns
    let sorting = sortOrder.map { TableSorting.bound(to: $0, comparators: columns.map(\.comparator)) }
    let filter = ListFilter.of(context.id, host: context.host, isFilterable: isFilterable, search: search)
    let specs = columns.map(\.spec)
    let reuse = rowReuse?.cache(for: context, columns: specs)
    let rows = rows(search == nil ? filter?.query ?? "" : "", specs, columns.map(\.cell), reuse)
    return [
      TableNode(
        context: context, rows: rows, columns: specs, sorting: sorting, filter: filter, emptyText: emptyText,
        visibleRowsAction: visibleRowsAction)
    ]
  }
}

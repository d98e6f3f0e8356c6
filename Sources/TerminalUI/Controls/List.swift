/// A focusable, scrolling list of one-line rows with a selection.
///
/// Only the rows on screen are built, so a list of 100,000 rows costs what a screenful
/// costs. ↑/↓ (or k/j) move the selection, PgUp/PgDn by a page, Home/End (g/G) to the ends;
/// Enter calls `onSubmit` with the selected row.
///
/// The highlighted row is always the selected one: when the row the selection names goes
/// away (deleted, or no longer matching a filter), the highlight stays at the same position
/// and the selection is set to the row now there (to none when the list is empty), so an
/// action on the selection always applies to the row the user sees.
///
/// A list of data can be filtered as you type, when given a `filter`: `/` opens a filter line
/// under the rows, typed text narrows the rows to those the predicate accepts, Enter keeps the
/// filter and goes back to the rows, and Esc clears it.
///
/// ```swift
/// List(
///   tasks, selection: Binding(model, \.selectedID),
///   filter: { task, query in task.title.localizedStandardContains(query) },
///   onSubmit: { model.open($0.id) }
/// ) { task in
///   Text(task.title)
/// }
/// ```
///
/// A list whose data is too large to filter in memory (a window of a database's rows) lets its
/// owner filter instead, with ``searchable(text:resultsPending:)``.
public struct List<Row: View>: View, PrimitiveView {
  let emptyText: String
  let isFilterable: Bool
  /// The owner's query, for a list made ``searchable(text:resultsPending:)``.
  var search: OwnerSearch?
  /// The rows for a filter query ("" for all of them), in the list's context.
  let rows: @MainActor (_ query: String, _ context: BuildContext) -> ListRows

  /// A list of `count` rows built by `row(index)`, with the selected index bound to `selection`.
  public init(
    count: Int, selection: Binding<Int>, emptyText: String = "Nothing here yet",
    onSubmit: (@MainActor (Int) -> Void)? = nil, @ViewBuilder row: @escaping @MainActor (Int) -> Row
  ) {
    self.emptyText = emptyText
    self.isFilterable = false
    self.rows = { _, _ in .indexed(count: count, selection: selection, submit: onSubmit, row: row) }
  }

  /// A list of `data`'s elements, with the selected element's id bound to `selection`.
  /// The collection is not copied: rows are read from it by position as they are drawn.
  ///
  /// With a `filter`, `/` filters the rows as you type: the list shows the elements for which
  /// `filter(element, query)` is true.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Data.Element.ID?>, emptyText: String = "Nothing here yet",
    filter: (@MainActor (Data.Element, _ query: String) -> Bool)? = nil,
    onSubmit: (@MainActor (Data.Element) -> Void)? = nil,
    @ViewBuilder row: @escaping @MainActor (Data.Element) -> Row
  ) where Data.Element: Identifiable {
    self.emptyText = emptyText
    self.isFilterable = filter != nil
    self.rows = { query, _ in
      .elements(
        of: data, at: ListRows.positions(of: data, matching: query, filter), selection: selection,
        submit: onSubmit, row: row)
    }
  }

  /// A list of `data`'s elements, as ``init(_:selection:emptyText:filter:onSubmit:row:)``
  /// makes, that draws each row from the nodes built for it in an earlier frame while it shows
  /// the same thing: its element is equal (`==`) to the one drawn then, `inputs` equals the
  /// last frame's, and no observable value the row read has changed since. Moving the
  /// selection then builds no row instead of a screenful, and changing one element builds one.
  /// A row is kept for eight frames after the last that drew it, so a page scrolled away and
  /// back, or a search query typed and taken back, finds its rows again.
  ///
  /// For rows built from their element and `inputs` alone: pass in `inputs` whatever else
  /// `row` captures (today's date, a dictionary of names). Observable values read in a row
  /// need not be passed: they are tracked row by row. A row that keeps view state (a
  /// ``StateObject``) is built every frame, as without this. Rows are identified by their
  /// element's id rather than their position, so ids must be unique, as `Identifiable` asks.
  /// (``Table/reusingUnchangedRows(dependingOn:)`` does the same for a table; a list takes it
  /// here, where it knows its elements' type.)
  ///
  /// ```swift
  /// List(model.chores, selection: Binding(model, \.selectedID), reusingUnchangedRows: ownerNames) { chore in
  ///   Text(chore.title + " · " + (ownerNames[chore.owner] ?? chore.owner))
  /// }
  /// ```
  public init<Data: RandomAccessCollection, Inputs: Equatable>(
    _ data: Data, selection: Binding<Data.Element.ID?>, emptyText: String = "Nothing here yet",
    filter: (@MainActor (Data.Element, _ query: String) -> Bool)? = nil,
    onSubmit: (@MainActor (Data.Element) -> Void)? = nil, reusingUnchangedRows inputs: Inputs,
    @ViewBuilder row: @escaping @MainActor (Data.Element) -> Row
  ) where Data.Element: Identifiable & Equatable {
    self.emptyText = emptyText
    self.isFilterable = filter != nil
    let reuse = RowReuse<Data.Element>(inputs: inputs)
    self.rows = { query, context in
      .elements(
        of: data, at: ListRows.positions(of: data, matching: query, filter), selection: selection,
        submit: onSubmit, reusing: reuse.cache(for: context, columns: []), row: row)
    }
  }

  /// The list with its filter's query in `text`, which the owner reads to filter the rows itself:
  /// `/`, typing, Enter and Esc edit `text` and the filter line shows it as without this, but the
  /// rows shown are the data given (already filtered), and the line's match count is their
  /// number. For data the list cannot filter by reading it — a window of a million rows in a
  /// database, most not loaded — where the owner filters through its query.
  ///
  /// While `resultsPending` (the owner is still reading the rows for the query it was given),
  /// the filter line says "searching…" instead of a count, and no rows read "Searching…"
  /// rather than "No matches".
  ///
  /// ```swift
  /// List(model.matchingTasks, selection: Binding(model, \.selectedID)) { task in
  ///   Text(task.title)
  /// }
  /// .searchable(text: Binding(model, \.filterText))
  /// ```
  public func searchable(text: Binding<String>, resultsPending: Bool = false) -> List {
    var list = self
    list.search = OwnerSearch(text: text, resultsPending: resultsPending)
    return list
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    let filter = ListFilter.of(context.id, host: context.host, isFilterable: isFilterable, search: search)
    let rows = rows(search == nil ? filter?.query ?? "" : "", context)
    return [ListNode(context: context, rows: rows, filter: filter, emptyText: emptyText)]
  }
}

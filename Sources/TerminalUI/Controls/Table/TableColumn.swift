import Foundation

/// A column of a ``Table``: its title, what its cells show, how wide it is and how its
/// cells are aligned; a column with a comparator (a key path's, or one given) sorts the
/// table when its header is clicked or `s` comes to it.
///
/// Without a width modifier a column is flexible: at least as wide as its title, sharing the
/// room left with the other flexible columns.
///
/// ```swift
/// TableColumn("Title", value: \Chore.title)
/// TableColumn("Due", value: \Chore.due) { chore in Text(chore.dueText) }
///   .fittingContent()
/// TableColumn("Points", value: \Chore.points) { chore in Text("\(chore.points)") }
///   .width(6).alignment(.trailing)
/// ```
public struct TableColumn<Value, Sort: SortComparator> where Sort.Compared == Value {
  let title: String
  let comparator: Sort?
  /// Builds a row's cell: its nodes, made straight from the content view.
  let cell: @MainActor (Value, BuildContext) -> [Node]
  var width = TableColumnWidth.flexible(min: nil, ideal: nil, max: nil)
  var alignment = HorizontalAlignment.leading

  /// A column titled `title` whose cells show `content` for each row, sorted by `comparator`.
  public init<Content: View>(
    _ title: String, sortUsing comparator: Sort, @ViewBuilder content: @escaping @MainActor (Value) -> Content
  ) {
    self.title = Sanitizer.clean(title)
    self.comparator = comparator
    self.cell = { content($0).nodes($1) }
  }

  /// A column titled `title` whose cells show `content` for each row; the table cannot be
  /// sorted by it.
  public init<Content: View>(_ title: String, @ViewBuilder content: @escaping @MainActor (Value) -> Content) {
    self.title = Sanitizer.clean(title)
    self.comparator = nil
    self.cell = { content($0).nodes($1) }
  }

  /// A column of rows' `value` text, sorted by it.
  public init(_ title: String, value: any KeyPath<Value, String> & Sendable)
  where Sort == KeyPathComparator<Value> {
    self.init(title, sortUsing: KeyPathComparator(value)) { Text($0[keyPath: value]) }
  }

  /// A column showing `content` for each row, sorted by the rows' `value`.
  public init<Field: Comparable, Content: View>(
    _ title: String, value: any KeyPath<Value, Field> & Sendable,
    @ViewBuilder content: @escaping @MainActor (Value) -> Content
  ) where Sort == KeyPathComparator<Value> {
    self.init(title, sortUsing: KeyPathComparator(value), content: content)
  }

  /// A column showing `content` for each row, sorted by the rows' optional `value` (rows
  /// without one first in ascending order).
  public init<Field: Comparable, Content: View>(
    _ title: String, value: any KeyPath<Value, Field?> & Sendable,
    @ViewBuilder content: @escaping @MainActor (Value) -> Content
  ) where Sort == KeyPathComparator<Value> {
    self.init(title, sortUsing: KeyPathComparator(value), content: content)
  }

  /// The column always `width` cells wide.
  public func width(_ width: Int) -> TableColumn { with { $0.width = .fixed(width) } }

  /// The column at least `min` cells wide (by default its title's width), growing to `ideal`
  /// before the columns without one grow, and to no more than `max`.
  public func width(min: Int? = nil, ideal: Int? = nil, max: Int? = nil) -> TableColumn {
    with { $0.width = .flexible(min: min, ideal: ideal, max: max) }
  }

  /// The column as wide as its title and the widest of its cells on screen (only the rows
  /// drawn are measured, never the whole data), between `min` and `max` cells.
  public func fittingContent(min: Int? = nil, max: Int? = nil) -> TableColumn {
    with { $0.width = .fit(min: min, max: max) }
  }

  /// The column's cells and title aligned to `alignment` within its width.
  public func alignment(_ alignment: HorizontalAlignment) -> TableColumn { with { $0.alignment = alignment } }

  private func with(_ change: (inout TableColumn) -> Void) -> TableColumn {
    var copy = self
    change(&copy)
    return copy
  }

  /// What the table's nodes need of the column, without its types.
  var spec: TableColumnSpec {
    TableColumnSpec(title: title, width: width, alignment: alignment, isSortable: comparator != nil)
  }
}

/// A ``TableColumn`` as the table's nodes see it: title, width, alignment, and whether the
/// table sorts by it.
struct TableColumnSpec: Equatable, Sendable {
  let title: String
  let width: TableColumnWidth
  let alignment: HorizontalAlignment
  let isSortable: Bool

  /// The cells the title needs: its width, and two more for ` ▲` when it sorts.
  var titleWidth: Int { CharacterWidth.of(title) + (isSortable ? 2 : 0) }
}

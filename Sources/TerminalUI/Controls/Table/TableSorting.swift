import Foundation

/// A table's sort order as its nodes see it, without the comparators' type: which column the
/// rows are sorted by first and in which direction, and the changes a header click or a key
/// makes to the bound order. The client sorts its rows by the order (as in SwiftUI); the
/// table only reports it.
@MainActor
struct TableSorting {
  /// The columns the table can sort by (those with a comparator), by position.
  let sortableColumns: [Int]
  /// The column the bound order sorts by first, and whether ascending; nil when it sorts by
  /// none of the columns (an empty order: the rows' own).
  let current: @MainActor () -> (column: Int, ascending: Bool)?
  /// Sorts by `column` first: the column already first turns around, another moves to the
  /// front in its comparator's own direction (the others stay behind it, as tie-breakers);
  /// nil empties the order.
  let sort: @MainActor (_ column: Int?) -> Void
  /// Turns the first sort around.
  let reverse: @MainActor () -> Void

  /// The sorting of columns with `comparators` (nil: not sortable), bound to `order`.
  static func bound<Sort: SortComparator>(to order: Binding<[Sort]>, comparators: [Sort?]) -> TableSorting {
    /// Whether `entry` is `comparator`, either way round.
    func matches(_ comparator: Sort, _ entry: Sort) -> Bool {
      var comparator = comparator
      comparator.order = entry.order
      return comparator == entry
    }
    return TableSorting(
      sortableColumns: comparators.indices.filter { comparators[$0] != nil },
      current: {
        guard let first = order.wrappedValue.first,
          let column = comparators.firstIndex(where: { $0.map { matches($0, first) } ?? false })
        else { return nil }
        return (column, first.order == .forward)
      },
      sort: { column in
        guard let column, let comparator = comparators[column] else {
          order.wrappedValue = []
          return
        }
        order.modify { order in
          if let first = order.first, matches(comparator, first) {
            order[0].order = first.order == .forward ? .reverse : .forward
          } else {
            order.removeAll { matches(comparator, $0) }
            order.insert(comparator, at: 0)
          }
        }
      },
      reverse: {
        order.modify { order in
          if !order.isEmpty { order[0].order = order[0].order == .forward ? .reverse : .forward }
        }
      })
  }

  /// `s`: sorts by the next sortable column after the current one; after the last, by none
  /// (the rows' own order); from none (or an order of no column), by the first.
  func sortByNextColumn() {
    guard let next = sortableColumns.first(where: { $0 > (current()?.column ?? -1) }) else {
      return sort(nil)
    }
    sort(next)
  }

  /// `S`: turns the current sort around; with none, sorts by the first sortable column, the
  /// other way round.
  func reverseOrder() {
    if current() == nil, let first = sortableColumns.first { sort(first) }
    reverse()
  }
}

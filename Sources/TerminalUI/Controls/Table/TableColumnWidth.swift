/// How wide a ``TableColumn`` is: set by its width modifiers, resolved each frame by
/// ``TableLayout`` against the width the table has.
enum TableColumnWidth: Hashable, Sendable {
  /// Always this many cells.
  case fixed(Int)
  /// At least `min` cells (by default the title's width), growing to `ideal` before the
  /// columns without one grow, and to no more than `max`, sharing what is left evenly.
  case flexible(min: Int?, ideal: Int?, max: Int?)
  /// As wide as its title and the widest of its cells on screen, between `min` and `max`.
  case fit(min: Int?, max: Int?)
}

/// One column as the layout sees it in one frame: its width's kind, the width its title
/// needs, and — for a column that fits its content — the widest of its cells on screen.
struct TableColumnDemand: Equatable, Sendable {
  var width: TableColumnWidth
  /// The title's display width, plus room for the sort mark when the column is sortable.
  var titleWidth: Int
  /// The widest cell drawn, for a ``TableColumnWidth/fit(min:max:)`` column (else unused).
  var contentWidth = 0

  /// The fewest cells the column takes while there is room for every column's minimum.
  var minimum: Int {
    switch width {
    case .fixed(let width): max(0, width)
    case .flexible(let min, let ideal, let max):
      Swift.max(0, min ?? Swift.min(titleWidth, ideal ?? .max, max ?? .max))
    case .fit(let min, let max): Swift.max(0, min ?? Swift.min(titleWidth, max ?? .max))
    }
  }

  /// What the column grows to at each stage of sharing out the room left: a fit column to
  /// its content first, then flexible columns to their ideal, then flexible columns to their
  /// maximum (unbounded without one).
  var targets: [Int] {
    let minimum = self.minimum
    switch width {
    case .fixed: return [minimum, minimum, minimum]
    case .flexible(_, let ideal, let max):
      let ideal = Swift.max(minimum, Swift.min(ideal ?? minimum, max ?? .max))
      return [minimum, ideal, Swift.max(ideal, max ?? .max)]
    case .fit(_, let max):
      let fitted = Swift.max(minimum, Swift.min(Swift.max(contentWidth, titleWidth), max ?? .max))
      return [fitted, fitted, fitted]
    }
  }
}

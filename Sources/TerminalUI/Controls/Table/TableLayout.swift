/// Column widths for one frame of a ``Table``: every column's minimum first; what is left
/// goes to the columns that fit their content, then to flexible columns up to their ideal
/// widths, then to flexible columns up to their maximums, shared evenly at each stage (the
/// leading columns take the odd cells). When the minimums do not fit, the columns keep
/// them from the leading edge and the rest are cut: the last one shown may be narrower,
/// those after it get no width.
enum TableLayout {
  /// The blank cells between two columns.
  static let spacing = 1

  /// The width of each of `columns` in `width` cells (the row's width, spacing included).
  static func widths(_ columns: [TableColumnDemand], in width: Int) -> [Int] {
    guard !columns.isEmpty else { return [] }
    var widths = columns.map(\.minimum)
    var left = width - spacing * (columns.count - 1) - widths.reduce(0, +)
    guard left >= 0 else { return cut(widths, to: width) }
    let targets = columns.map(\.targets)
    for stage in 0..<3 where left > 0 {
      left = share(left, to: &widths, upTo: targets.map { $0[stage] })
    }
    return widths
  }

  /// The columns' minimums kept from the leading edge within `width`.
  private static func cut(_ minimums: [Int], to width: Int) -> [Int] {
    var room = width
    return minimums.map { minimum in
      let kept = max(0, min(minimum, room))
      room -= kept + spacing
      return kept
    }
  }

  /// Shares `amount` cells evenly among the columns below their target, none beyond it; the
  /// leading columns take the cells that do not divide evenly. Returns the cells left over.
  private static func share(_ amount: Int, to widths: inout [Int], upTo targets: [Int]) -> Int {
    var left = amount
    var open = widths.indices.filter { widths[$0] < targets[$0] }
    while left > 0, !open.isEmpty {
      let each = left / open.count
      if each == 0 {
        for index in open.prefix(left) { widths[index] += 1 }
        return 0
      }
      open = open.filter { index in
        let given = min(each, targets[index] - widths[index])
        widths[index] += given
        left -= given
        return widths[index] < targets[index]
      }
    }
    return left
  }
}

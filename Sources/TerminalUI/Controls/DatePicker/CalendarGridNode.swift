/// The inside of a date picker's calendar: the month and year between `‹` and `›`, the
/// weekdays from Monday, and the month's days in six rows of weeks. The highlighted day shows
/// in the selection's look, the field's day in the accent's, today underlined, and days
/// outside the range dimmed.
final class CalendarGridNode: Node {
  unowned let calendar: CalendarPopover

  init(calendar: CalendarPopover) {
    self.calendar = calendar
    super.init(id: calendar.ownerID + "#grid")
  }

  /// What is at a cell of the grid (relative to its top left): a month arrow, a day, nothing.
  enum Place: Equatable {
    case previousMonth, nextMonth
    case day(CalendarDay)
  }

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]
  static let weekdays = "Mo Tu We Th Fr Sa Su"

  /// The day in `row` (0–5) and `column` (0–6, Monday first) of `month`'s grid, if any.
  static func day(row: Int, column: Int, month: CalendarDay) -> CalendarDay? {
    let first = month.firstOfMonth
    let number = row * 7 + column - (first.weekday - 1) + 1
    guard number >= 1, number <= CalendarDay.daysIn(month: first.month, year: first.year) else { return nil }
    return CalendarDay(year: first.year, month: first.month, day: number)
  }

  /// What is at (`x`, `y`) of the grid showing `month`.
  static func place(x: Int, y: Int, month: CalendarDay) -> Place? {
    switch y {
    case 0 where x <= 2: return .previousMonth
    case 0 where x >= 19: return .nextMonth
    case 2...7:
      guard x >= 1, x < 21, (x - 1) % 3 < 2 else { return nil }
      return day(row: y - 2, column: (x - 1) / 3, month: month).map(Place.day)
    default: return nil
    }
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    let cursor = calendar.cursor
    let heading = "\(Self.monthNames[cursor.month - 1]) \(cursor.year)"
    let muted = context.style(.muted)
    canvas.text("‹", x: rect.x + 1, y: rect.y, style: muted)
    canvas.text("›", x: rect.x + 20, y: rect.y, style: muted)
    canvas.text(
      heading, x: rect.x + 1 + (20 - CharacterWidth.of(heading)) / 2, y: rect.y, style: context.style(.title))
    canvas.text(Self.weekdays, x: rect.x + 1, y: rect.y + 1, style: muted)
    let today = context.host.today()
    for row in 0..<6 {
      for column in 0..<7 {
        guard let day = Self.day(row: row, column: column, month: cursor) else { continue }
        var style = context.style
        if !calendar.bounds.contains(day) { style = style.merged(with: context.theme[.muted]) }
        if day == today { style.underline = true }
        if day == calendar.chosen { style = style.merged(with: context.theme[.accent]) }
        if day == cursor { style = style.merged(with: context.theme[.selection]) }
        let text = day.day < 10 ? " \(day.day)" : "\(day.day)"
        canvas.text(text, x: rect.x + 1 + column * 3, y: rect.y + 2 + row, style: style)
      }
    }
  }
}

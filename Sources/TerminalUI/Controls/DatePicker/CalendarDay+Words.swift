/// A day in words, as a ``DatePicker`` shows what it understood of typed text: `Fri 11 Dec`,
/// with the year when it is not this one (`Fri 24 Dec 2027`).
extension CalendarDay {
  static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
  static let monthNames = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// `Fri 11 Dec`, and ` 2027` after it when `today` is in another year.
  func words(today: CalendarDay) -> String {
    let text = "\(Self.weekdayNames[weekday - 1]) \(day) \(Self.monthNames[month - 1])"
    return year == today.year ? text : "\(text) \(year)"
  }
}

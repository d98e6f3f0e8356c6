/// A task's due date as the user typed it: none, or a day.
public enum DueDate: Equatable, Sendable {
  /// No due date (the field was left empty).
  case none
  /// Due on this day.
  case on(Day)

  /// The day, if there is one.
  public var day: Day? {
    if case .on(let day) = self { day } else { nil }
  }

  /// Reads a due date as people type it: empty (none), or any phrase of ``DatePhrases``
  /// (`YYYY-MM-DD`, `today`, `fri`, `in 3 days`, `dec 24` …) counted from `today`, slashes in
  /// `order`. Returns `nil` when it cannot be read.
  public static func parse(_ text: String, today: Day, order: NumericDateOrder = .current) -> DueDate? {
    let value = text.trimmingWhitespace
    if value.isEmpty { return DueDate.none }
    return DatePhrases(today: today, order: order).day(value).map(DueDate.on)
  }
}

/// Reads a date typed into a ``DatePicker``: `YYYY-MM-DD`, or a day relative to today —
/// `today`, `tomorrow`, `yesterday`, `+N` or `-N` days (up to ten years) — in English whatever
/// the locale, case ignored; empty for no date.
enum DayInput: Equatable {
  /// A date, or none (empty text where no date is allowed).
  case value(CalendarDay?)
  /// What is wrong with the text, to show in the field.
  case problem(String)

  /// What `text` means, with `today` for the relative days, within `bounds`; empty text is no
  /// date when `allowsNone`, else a problem.
  static func read(_ text: String, today: CalendarDay, bounds: DayBounds, allowsNone: Bool) -> DayInput {
    let value = text.trimmingWhitespace.lowercased()
    if value.isEmpty { return allowsNone ? .value(nil) : .problem("a date is needed") }
    guard let day = day(value, today: today) else { return .problem("not a date: YYYY-MM-DD") }
    return bounds.problem(with: day).map(DayInput.problem) ?? .value(day)
  }

  private static func day(_ value: String, today: CalendarDay) -> CalendarDay? {
    switch value {
    case "today": return today
    case "tomorrow": return today.adding(days: 1)
    case "yesterday": return today.adding(days: -1)
    default:
      if let sign = value.first, sign == "+" || sign == "-", let days = Int(value.dropFirst()),
        (0...3660).contains(days)
      {
        return today.adding(days: sign == "+" ? days : -days)
      }
      return CalendarDay(value)
    }
  }
}

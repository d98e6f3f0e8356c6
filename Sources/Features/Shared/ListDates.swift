/// How lists show due dates (the `list-dates` setting): relative to today (`tomorrow`, `Fri`,
/// `in 9 days`, `3 days ago`), or as the `date-format` writes them. A task's detail always
/// shows the `date-format`'s date.
public enum ListDates: String, CaseIterable, Equatable, Sendable {
  /// `today`, `tomorrow`, `yesterday`; a weekday within the coming week; `in N days` or
  /// `N days ago` within four weeks; further away, the `date-format`'s date.
  case relative
  /// The `date-format`'s date (`2026-12-11` unless set), `today` for today.
  case absolute
}

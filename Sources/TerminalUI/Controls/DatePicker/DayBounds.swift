/// The days a ``DatePicker`` may pick: from `lower`, through `upper` (either open).
struct DayBounds: Equatable, Sendable {
  var lower: CalendarDay?
  var upper: CalendarDay?

  /// Every day there is.
  static let all = DayBounds()

  func contains(_ day: CalendarDay) -> Bool {
    (lower.map { day >= $0 } ?? true) && (upper.map { day <= $0 } ?? true)
  }

  /// `day`, moved into the bounds when it is outside.
  func clamp(_ day: CalendarDay) -> CalendarDay {
    if let lower, day < lower { return lower }
    if let upper, day > upper { return upper }
    return day
  }

  /// What is wrong with `day`, if it is outside.
  func problem(with day: CalendarDay) -> String? {
    if let lower, day < lower { return "the earliest is \(lower)" }
    if let upper, day > upper { return "the latest is \(upper)" }
    return nil
  }

  /// `from 2026-01-01 to 2026-12-31`, `from …`, `to …`, or nothing.
  var phrase: String {
    switch (lower, upper) {
    case (let lower?, let upper?): " from \(lower) to \(upper)"
    case (let lower?, nil): " from \(lower)"
    case (nil, let upper?): " to \(upper)"
    case (nil, nil): ""
    }
  }
}
